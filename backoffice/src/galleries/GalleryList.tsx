import { ArchiveList } from '../content/ArchiveList';

export default function GalleryList() {
  return <ArchiveList resource="galleries" countSource="imageCount" />;
}
