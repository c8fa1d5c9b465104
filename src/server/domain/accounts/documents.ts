/**
 * One account per identity document: a CPF (a person) or a CNPJ (a company, in
 * the business store) belongs to one member at most. The database holds the
 * guarantee (a unique index on each, storage/migrations/account-area.ts); the
 * rules look first so that the answer is a clear one, and the storage turns a
 * lost race into DocumentInUseError. Documents are compared in the form the
 * forms' schemas store them (a CPF's digits, a CNPJ's characters). A refusal
 * says that the document has an account, never whose: no e-mail, name or hint.
 */
export type MemberDocumentKind = 'cpf' | 'cnpj'

/** What a refusal says (pt-BR), by document. */
export const DOCUMENT_IN_USE_MESSAGES: Readonly<Record<MemberDocumentKind, string>> = {
  cpf: 'Este CPF já está cadastrado em outra conta. Se a conta é sua, entre com ela (ou crie uma nova senha); se não, fale com o nosso atendimento.',
  cnpj: 'Este CNPJ já está cadastrado em outra conta. Se a conta é da sua empresa, entre com ela (ou crie uma nova senha); se não, fale com o nosso atendimento.',
}

/** Another member holds this document (the storage's unique index refused the write). */
export class DocumentInUseError extends Error {
  constructor(readonly kind: MemberDocumentKind) {
    super(DOCUMENT_IN_USE_MESSAGES[kind])
    this.name = 'DocumentInUseError'
  }
}
