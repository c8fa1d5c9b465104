import { HIDE_UNAVAILABLE_ITEMS, PRODUCT_IMAGE_REQUEST_PX, SEARCH_PAGE_SIZE } from '../../config/constants'

/** Images of the first cards the script starts loading with the answer (the cards above the fold). */
const WARM_IMAGES = 4

/**
 * The results page starts its first product search from an inline script in
 * the page head, before the JavaScript bundles load (the largest paint of
 * /pesquisa is a product image) and warms the first cards' images. The client
 * takes that answer when it asks for the same address.
 */
export const PREFETCH_GLOBAL = '__arenaSearchPrefetch'

interface PrefetchedSearch {
  url: string
  response: Promise<unknown>
}

type PrefetchWindow = Window & { [PREFETCH_GLOBAL]?: PrefetchedSearch }

/**
 * The inline script: for /pesquisa?q= without filters it requests the first
 * shown page exactly as `createSearchClient().productSearch` would (same
 * parameters, same order).
 */
export function searchPrefetchScript(productSearchPath: string, salesChannel: string): string {
  return `(function(){try{var p=new URLSearchParams(location.search),q=p.get('q');if(!q||p.get('facets')||p.get('c')||p.get('gender')||p.get('brand'))return;var s=p.get('sort')||'score_desc';if(!/^(price|orders|name|release|discount|score)_(asc|desc)$/.test(s))return;var g=Number(p.get('page')||0);if(!(g>=0)||g%1)return;var u=new URLSearchParams();u.append('query',q);u.append('sort',s);u.append('page',String(g+1));u.append('count','${SEARCH_PAGE_SIZE}');u.append('hideUnavailableItems','${HIDE_UNAVAILABLE_ITEMS}');u.append('sc',${JSON.stringify(salesChannel)});var url=${JSON.stringify(productSearchPath)}+'?'+u.toString();window.${PREFETCH_GLOBAL}={url:url,response:fetch(url,{credentials:'same-origin',headers:{accept:'application/json'}}).then(function(r){return r.ok?r.json():null}).then(function(b){try{(b&&b.products||[]).slice(0,${WARM_IMAGES}).forEach(function(x){var m=x.items&&x.items[0]&&x.items[0].images&&x.items[0].images[0];if(m)new Image().src=m.imageUrl+(m.imageUrl.indexOf('?')<0?'?':'&')+'width=${PRODUCT_IMAGE_REQUEST_PX}&height=${PRODUCT_IMAGE_REQUEST_PX}'})}catch(e){}return b}).catch(function(){return null})}}catch(e){}})()`
}

/** The prefetched answer of `url`, once (null when there is none or it failed). */
export function takePrefetchedSearch(url: string): Promise<unknown> | null {
  if (typeof window === 'undefined') return null
  const holder = window as PrefetchWindow
  const prefetched = holder[PREFETCH_GLOBAL]
  if (!prefetched || prefetched.url !== url) return null
  delete holder[PREFETCH_GLOBAL]
  return prefetched.response
}
