import { AutocompleteInput, BooleanInput, ReferenceInput } from 'react-admin';
import { CoverImageInput, MembersOnlyInput, TitleAndPerexInputs } from '../inputs/contentInputs';
import { requiredInCzech } from '../inputs/requiredInCzech';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import { TranslatableRichTextInput } from '../inputs/TranslatableRichTextInput';

const validateBody = [requiredInCzech];

/** The article form body shared by ArticleCreate and ArticleEdit. */
export function ArticleInputs() {
  return (
    <>
      <TitleAndPerexInputs perexRows={3}>
        <TranslatableRichTextInput source="body" validate={validateBody} />
      </TitleAndPerexInputs>
      <CoverImageInput resource="articles" />
      <ReferenceInput source="authorUuid" reference="content-authors" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          optionText="name"
          label="resources.articles.fields.authorUuid"
          helperText="resources.articles.authorHint"
          filterToQuery={(q: string) => ({ q })}
        />
      </ReferenceInput>
      <MembersOnlyInput />
      <DateTimeTextInput source="publishedAt" />
      <BooleanInput source="sendNotifications" helperText="resources.articles.sendNotificationsHint" />
    </>
  );
}
