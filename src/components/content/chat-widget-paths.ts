/** Pages that load the chat widget: /atendimento and the account pages; it is removed elsewhere. */
export function hasChatWidget(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return path === '/atendimento' || path === '/account' || path.startsWith('/account/')
}
