import { ArchiveList } from '../content/ArchiveList';

export default function AudioArchiveList() {
  return <ArchiveList resource="audio-archives" countSource="audioCount" />;
}
