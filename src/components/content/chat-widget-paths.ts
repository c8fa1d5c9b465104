/** Pages that load the chat widget (shell §2: /atendimento and the account pages; removed elsewhere). */
export function hasChatWidget(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return path === '/atendimento' || path === '/account' || path.startsWith('/account/')
}
