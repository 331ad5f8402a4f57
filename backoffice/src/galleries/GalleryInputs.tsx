import { CoverImageInput, MembersOnlyInput, TitleAndPerexInputs } from '../inputs/contentInputs';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import { GalleryImagesInput } from './GalleryImagesInput';

/** The gallery form body shared by GalleryCreate and GalleryEdit. */
export function GalleryInputs() {
  return (
    <>
      <TitleAndPerexInputs />
      <GalleryImagesInput source="images" />
      <CoverImageInput resource="galleries" />
      <MembersOnlyInput />
      <DateTimeTextInput source="publishedAt" />
    </>
  );
}
