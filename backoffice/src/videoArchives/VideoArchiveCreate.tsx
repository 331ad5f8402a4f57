import { Create, SimpleForm } from 'react-admin';
import { VideoArchiveInputs } from './VideoArchiveInputs';

export default function VideoArchiveCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <VideoArchiveInputs />
      </SimpleForm>
    </Create>
  );
}
