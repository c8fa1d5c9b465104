import { THEME_PRIMARY_COLOR, THEME_SECONDARY_COLOR } from '../../../config/constants'
import { escapeHtml } from '../../domain/mail'

export { escapeHtml }

/** Where the pages' one script is served. */
export const LOGIN_SCRIPT_PATH = '/login/login.js'

const STYLES = `
  :root { --primary: ${THEME_PRIMARY_COLOR}; --secondary: ${THEME_SECONDARY_COLOR}; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f5f6f8; }
  header { background: var(--secondary); color: #fff; padding: 16px 24px; }
  header a { color: #fff; font-weight: 700; font-size: 1.25rem; text-decoration: none; }
  main { max-width: 460px; margin: 40px auto; padding: 32px 24px; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { margin-top: 0; font-size: 1.5rem; color: var(--secondary); }
  label { display: block; margin: 16px 0 6px; font-weight: 600; }
  input[type=text], input[type=email], input[type=password], input[type=tel] { width: 100%; padding: 12px; font-size: 1rem; border: 1px solid #6b6b6b; border-radius: 4px; }
  input[aria-invalid=true] { border-color: #b3261e; border-width: 2px; }
  input:focus, button:focus, a:focus { outline: 3px solid var(--primary); outline-offset: 2px; }
  button { margin-top: 24px; width: 100%; padding: 14px; font-size: 1rem; font-weight: 700; color: #fff; background: var(--primary); border: 0; border-radius: 4px; cursor: pointer; }
  button[disabled] { opacity: .7; cursor: progress; }
  .dica { margin: 6px 0 0; color: #4a4a4a; font-size: .875rem; }
  .campo-erro { margin: 6px 0 0; color: #b3261e; font-size: .875rem; }
  .campo-erro:empty { display: none; }
  .erro { margin: 16px 0 0; padding: 12px; border-radius: 4px; background: #fdecea; color: #8a1c10; }
  .erro:empty, .aviso:empty { display: none; }
  .aviso { margin: 16px 0 0; padding: 12px; border-radius: 4px; background: #e7f4ec; color: #1d5b32; }
  .opcao { display: flex; gap: 10px; align-items: flex-start; margin: 20px 0 0; font-weight: 400; }
  .opcao input { width: 20px; height: 20px; margin: 2px 0 0; flex: none; }
  .regras { margin: 8px 0 0; padding: 0; list-style: none; font-size: .875rem; color: #4a4a4a; }
  .regras li::before { content: "○ "; }
  .regras li.ok { color: #1d5b32; }
  .regras li.ok::before { content: "✓ "; }
  .links { margin: 20px 0 0; display: flex; flex-direction: column; gap: 10px; }
  .links a, .voltar { color: var(--secondary); }
  .voltar { display: inline-block; margin-top: 20px; }
  .feito[hidden] { display: none; }
`

/** A page of the embedded login: the store's name, a title, the body and the pages' script. */
export function loginLayout(options: { title: string; storeName: string; body: string }): string {
  const store = escapeHtml(options.storeName)
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} | ${store}</title>
<style>${STYLES}</style>
</head>
<body>
<header><a href="/">${store}</a></header>
<main>
${options.body}
  <noscript><p class="erro">Ative o JavaScript do navegador para continuar.</p></noscript>
  <a class="voltar" href="/">Voltar para a loja</a>
</main>
<script src="${LOGIN_SCRIPT_PATH}" defer></script>
</body>
</html>
`
}

export interface FieldOptions {
  name: string
  label: string
  type: 'text' | 'email' | 'password' | 'tel'
  autocomplete: string
  inputmode?: string
  hint?: string
  maxlength?: number
}

/** A labelled input with its hint and the place of its error (filled by the script from the API's field errors). */
export function field({ name, label, type, autocomplete, inputmode, hint, maxlength }: FieldOptions): string {
  const described = [hint ? `${name}-dica` : '', `${name}-erro`].filter(Boolean).join(' ')
  return `    <label for="${name}">${escapeHtml(label)}</label>
    <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}"${inputmode ? ` inputmode="${inputmode}"` : ''}${maxlength ? ` maxlength="${maxlength}"` : ''} aria-describedby="${described}" required>
${hint ? `    <p class="dica" id="${name}-dica">${escapeHtml(hint)}</p>\n` : ''}    <p class="campo-erro" id="${name}-erro" data-error-for="${name}"></p>`
}
