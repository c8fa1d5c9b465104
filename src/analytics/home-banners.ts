/**
 * The home sections' analytics labels (cms-schemas/home-section-labels.ts)
 * are rendered by the home as `data-section-label`; analytics reads them from there.
 */
export const SECTION_LABEL_ATTRIBUTE = 'data-section-label'

/** The label of the home section holding an element (closest `data-section-label`), or null. */
export function sectionLabelOf(element: Element | null): string | null {
  return element?.closest(`[${SECTION_LABEL_ATTRIBUTE}]`)?.getAttribute(SECTION_LABEL_ATTRIBUTE) ?? null
}
