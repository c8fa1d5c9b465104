import { useCallback, useContext } from 'react'

import { getAddressByPostalCode } from '../../commerce/address'
import { normalizeCep } from '../../lib/cep'
import { CartContext } from '../../sdk/cart/Provider'
import { useCep } from '../../sdk/cep'
import { useSession } from '../../sdk/session'

/**
 * Submits a CEP: stores it in the session's postalCode,
 * adds it as shipping data to the cart (when a cart is mounted), looks up its
 * address (cleared when the lookup fails) and closes the modal.
 */
export function useSubmitCep(): (cep: string) => Promise<void> {
  const { setSession } = useSession()
  const { closeCepModal, setCepAddress } = useCep()
  const cart = useContext(CartContext)
  const setShippingData = cart?.setShippingData

  return useCallback(
    async (cep: string) => {
      const postalCode = normalizeCep(cep)
      if (!postalCode) return
      setSession((current) => (current.postalCode === postalCode ? current : { ...current, postalCode }))
      closeCepModal()
      const shipping = setShippingData
        ? setShippingData({ cep: postalCode }).catch((error: unknown) => console.error('[cep] could not add shipping data to the cart', error))
        : Promise.resolve()
      const address = getAddressByPostalCode(postalCode).then(setCepAddress, () => setCepAddress(null))
      await Promise.all([shipping, address])
    },
    [setSession, setShippingData, closeCepModal, setCepAddress],
  )
}
