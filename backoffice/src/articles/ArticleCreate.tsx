import { Create, SimpleForm } from 'react-admin';
import { ArticleInputs } from './ArticleInputs';

export default function ArticleCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <ArticleInputs />
      </SimpleForm>
    </Create>
  );
}
