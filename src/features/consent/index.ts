export { ConsentSync } from './ui/ConsentSync'
