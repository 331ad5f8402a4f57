import { Create, SimpleForm } from 'react-admin';
import { GalleryInputs } from './GalleryInputs';

export default function GalleryCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <GalleryInputs />
      </SimpleForm>
    </Create>
  );
}
