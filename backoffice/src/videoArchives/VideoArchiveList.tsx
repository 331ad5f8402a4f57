import { ArchiveList } from '../content/ArchiveList';

export default function VideoArchiveList() {
  return <ArchiveList resource="video-archives" countSource="videoCount" />;
}
