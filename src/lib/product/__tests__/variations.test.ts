import type { PdpSku } from '../types'
import {
  chooseVariation,
  initialSelection,
  isHiddenVariation,
  isPlaceholderValue,
  missingVariations,
  optionsFor,
  selectorKind,
  variationLabel,
} from '../variations'

const sku = (id: string, variations: Record<string, string>, quantity = 5): PdpSku => ({
  id,
  name: id,
  ean: `e${id}`,
  refId: id,
  manufacturerCode: id,
  variations,
  images: [],
  offers: [{ sellerId: '1', sellerName: 'Arena Esportes', price: 1000, listPrice: 1000, quantity, installments: [] }],
})

const names = ['Cor', 'Tamanho']
const skus = [
  sku('1', { Cor: 'Azul', Tamanho: 'P' }, 0),
  sku('2', { Cor: 'Azul', Tamanho: 'M' }),
  sku('3', { Cor: 'Verde', Tamanho: 'G' }),
  sku('4', { Cor: 'Rosa', Tamanho: 'P' }, 0),
  sku('5', { Cor: 'Rosa', Tamanho: 'M' }, 0),
]

describe('variation selection', () => {
  it('labels the selectors', () => {
    expect(variationLabel('Cor')).toBe('Selecione a cor')
    expect(variationLabel('Sabor')).toBe('Selecione o sabor')
    expect(variationLabel('Tamanho')).toBe('Selecione o tamanho')
    expect(variationLabel('Valor')).toBe('Selecione o valor')
    expect(variationLabel('Voltagem')).toBe('Selecione a voltagem')
  })

  it('choosing the first variation prefers an available SKU and resets later ones', () => {
    const start = { Cor: 'Verde', Tamanho: 'G' }
    const result = chooseVariation(skus, names, start, 'Cor', 'Azul')
    expect(result.sku?.id).toBe('2')
    expect(result.selection).toEqual({ Cor: 'Azul', Tamanho: undefined })
  })

  it('auto-selects a later variation left with one option', () => {
    const result = chooseVariation(skus, names, {}, 'Cor', 'Verde')
    expect(result.selection).toEqual({ Cor: 'Verde', Tamanho: 'G' })
    expect(result.sku?.id).toBe('3')
  })

  it('filters later options to existing combinations with availability', () => {
    const options = optionsFor(skus, names, { Cor: 'Azul' }, 1)
    expect(options).toEqual([
      { name: 'P', isAvailable: false },
      { name: 'M', isAvailable: true },
    ])
    expect(optionsFor(skus, names, {}, 0).find((o) => o.name === 'Rosa')?.isAvailable).toBe(false)
  })

  it('hides single-value and placeholder selectors', () => {
    expect(isHiddenVariation([{ name: 'ÚNICO', isAvailable: true }])).toBe(true)
    expect(isHiddenVariation(['P', 'M'])).toBe(false)
    for (const value of ['ÚNICO', 'UNICA', 'U', 'N/A', 'UN', 'variado', 'Sem sabor']) expect(isPlaceholderValue(value)).toBe(true)
    expect(isPlaceholderValue('M')).toBe(false)
  })

  it('uses a dropdown when a value name is longer than 5 characters', () => {
    expect(selectorKind(['P', 'M', 'GG'])).toBe('buttons')
    expect(selectorKind(['Azul', 'Verde'])).toBe('buttons')
    expect(selectorKind(['Azul', 'Amarelo'])).toBe('dropdown')
  })

  it('auto-selects the only available SKU', () => {
    const one = [sku('a', { Cor: 'Azul' }, 0), sku('b', { Cor: 'Verde' }), sku('c', { Cor: 'Rosa' }, 0)]
    const result = initialSelection(one, ['Cor'])
    expect(result.sku?.id).toBe('b')
    expect(result.selection).toEqual({ Cor: 'Verde' })
  })

  it('opens on the SKU asked for by the address', () => {
    expect(initialSelection(skus, names, '5').selection).toEqual({ Cor: 'Rosa', Tamanho: 'M' })
  })

  it('starts on the first variation of an available SKU and lists what is missing', () => {
    const result = initialSelection(skus, names)
    expect(result.selection.Cor).toBe('Azul')
    expect(result.sku?.id).toBe('2')
    expect(missingVariations(skus, names, result.selection)).toEqual(['Tamanho'])
  })

  it('never asks for a hidden single-value variation', () => {
    const bag = [sku('x', { Cor: 'Azul', Tamanho: 'U' }), sku('y', { Cor: 'Verde', Tamanho: 'U' })]
    const result = chooseVariation(bag, names, {}, 'Cor', 'Verde')
    expect(result.selection).toEqual({ Cor: 'Verde', Tamanho: 'U' })
    expect(missingVariations(bag, names, result.selection)).toEqual([])
  })
})
