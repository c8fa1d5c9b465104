/** The marketplace's seller application form and its screening status (CMS pages' parts). */
export const loadSellerApplicationForm = () =>
  import(/* webpackChunkName: "content-marketplace" */ './ui/SellerApplicationForm').then((module) => module.SellerApplicationForm)
export const loadSellerScreening = () => import(/* webpackChunkName: "content-marketplace" */ './ui/SellerScreening').then((module) => module.SellerScreening)
