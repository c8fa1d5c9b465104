/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'

import { CheckboxField, focusFirstError, FormOutcome, SelectField, TextAreaField, TextField } from '..'

describe('the form kit’s fields', () => {
  it('label their control, and read its hint and its error with it (the control is then invalid)', () => {
    render(<TextField label="CEP" name="postalCode" hint={<a href="/cep">Não sei meu CEP</a>} error="Informe um CEP válido." />)
    const input = screen.getByLabelText('CEP')
    expect(input).toHaveAttribute('name', 'postalCode')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Não sei meu CEP Informe um CEP válido.')
    expect(screen.getByTestId('field-error')).toHaveTextContent('Informe um CEP válido.')
    expect(screen.getByRole('link', { name: 'Não sei meu CEP' })).toBeVisible()
  })

  it('say nothing more without an error: valid, described by the hint only', () => {
    render(<TextField label="Telefone" hint="Com DDD." error={null} />)
    const input = screen.getByLabelText('Telefone')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription('Com DDD.')
    expect(screen.queryByTestId('field-error')).toBeNull()
    render(<TextField label="Complemento" />)
    expect(screen.getByLabelText('Complemento')).not.toHaveAttribute('aria-describedby')
  })

  it('take plain props: a given id, the box class, value and onChange on the control', () => {
    function Controlled() {
      const [value, setValue] = useState('')
      return <TextField label="Nome" id="nome" className="wide" value={value} onChange={(event) => setValue(event.target.value.toUpperCase())} />
    }
    const { container } = render(<Controlled />)
    const input = screen.getByLabelText('Nome')
    expect(input).toHaveAttribute('id', 'nome')
    expect(container.firstElementChild).toHaveClass('wide')
    fireEvent.change(input, { target: { value: 'ana' } })
    expect(input).toHaveValue('ANA')
  })

  it('work the same for selects, text areas and checkboxes', () => {
    render(
      <>
        <SelectField label="Estado" name="state" error="Escolha o estado." className="wide" defaultValue="">
          <option value="">Escolha</option>
          <option value="SP">SP</option>
        </SelectField>
        <TextAreaField label="Comentário" name="comment" hint="Opcional." />
        <CheckboxField label="Quero receber ofertas" name="optin" error="Marque ou desmarque a opção." />
      </>,
    )
    const select = screen.getByLabelText('Estado')
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Escolha o estado.')
    expect(select.parentElement).toHaveClass('wide')
    expect(screen.getByLabelText('Comentário')).toHaveAccessibleDescription('Opcional.')
    const checkbox = screen.getByLabelText('Quero receber ofertas')
    expect(checkbox).toHaveAttribute('type', 'checkbox')
    expect(checkbox).toHaveAccessibleDescription('Marque ou desmarque a opção.')
  })
})

describe('FormOutcome', () => {
  it('shows a failure as an alert (with the test id a page names), a success as a status, and nothing else', () => {
    const { rerender } = render(<FormOutcome state={{ status: 'failed', message: 'Confira os campos destacados.' }} />)
    expect(screen.getByRole('alert')).toHaveAttribute('data-testid', 'form-error')
    rerender(<FormOutcome state={{ status: 'failed', message: 'Recusado.' }} errorTestId="checkout-error" />)
    expect(screen.getByTestId('checkout-error')).toHaveTextContent('Recusado.')
    rerender(<FormOutcome state={{ status: 'failed', message: null }} />)
    expect(screen.queryByRole('alert')).toBeNull()
    rerender(<FormOutcome state={{ status: 'succeeded', message: 'Seus dados foram salvos.' }} />)
    expect(screen.getByRole('status')).toHaveTextContent('Seus dados foram salvos.')
    rerender(<FormOutcome state={{ status: 'submitting', message: null }} />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('focusFirstError', () => {
  it('focuses the control of the first field in error, by name, under the given root', () => {
    render(
      <form data-testid="form">
        <TextField label="Nome" name="firstName" />
        <TextField label="CPF" name="document" />
        <TextField label="Telefone" name="phone" />
      </form>,
    )
    focusFirstError({ phone: 'Telefone inválido', document: 'CPF inválido' }, screen.getByTestId('form'))
    expect(screen.getByLabelText('Telefone')).toHaveFocus()
    focusFirstError({ document: 'CPF inválido' })
    expect(screen.getByLabelText('CPF')).toHaveFocus()
    focusFirstError({})
    focusFirstError({ email: 'not in this form' })
    expect(screen.getByLabelText('CPF')).toHaveFocus()
  })
})
