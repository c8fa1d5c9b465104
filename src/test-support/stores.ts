import type { Store } from '../../cms-schemas'

/** Opening hours of the fixture store: Monday to Saturday 9–20 h, Sundays and holidays 10–16 h. */
export const STORE_HOURS: Store['openingHours'] = [
  { label: 'Segunda a sábado', days: ['seg', 'ter', 'qua', 'qui', 'sex', 'sab'], opens: '09:00', closes: '20:00' },
  { label: 'Domingos e feriados', days: ['dom', 'feriados'], opens: '10:00', closes: '16:00' },
]

/** A store as the CMS gives it (Arena Esportes Paulista), with `over` on top. */
export const storeFixture = (over: Partial<Store> = {}): Store => ({
  name: 'Arena Esportes Paulista',
  slug: 'sao-paulo-paulista',
  address: 'Av. Paulista, 1.230 - Loja 5',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  cep: '01310-100',
  phone: '(11) 3288-4100',
  openingHours: STORE_HOURS,
  services: ['Retire na loja', 'Teste de pisada'],
  coordinates: { lat: -23.5614, lng: -46.6559 },
  ...over,
})
