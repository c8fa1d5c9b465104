import { CollectionsHead, CollectionsIndex } from '../components/collections/CollectionsIndex'

export default function Page() {
  return <CollectionsIndex />
}

export const Head = () => <CollectionsHead />
