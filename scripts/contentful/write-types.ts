/** npm run cms:types — writes cms-schemas/contentful/content-types.json from the definitions. */
import fs from 'node:fs'
import path from 'node:path'
import { contentfulImport } from '../../cms-schemas/contentful/definitions'

const file = path.resolve(__dirname, '../../cms-schemas/contentful/content-types.json')
fs.writeFileSync(file, `${JSON.stringify(contentfulImport(), null, 2)}\n`)
console.log(`${path.relative(process.cwd(), file)}: ${contentfulImport().contentTypes.length} content types`)
