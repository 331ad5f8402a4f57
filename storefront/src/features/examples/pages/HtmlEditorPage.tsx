import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../components/RichTextEditor';

/** Developer page: the rich-text editor and the HTML it produces. */
export function HtmlEditorPage() {
  const { t } = useTranslation();
  const [html, setHtml] = useState('');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1">
        {t('examples.htmlEditorTitle')}
      </Typography>
      <RichTextEditor
        label={t('examples.editorLabel')}
        initialContent={t('examples.initialContent')}
        onChange={setHtml}
      />
      <section aria-labelledby="html-output">
        <Typography id="html-output" variant="h6" component="h2" gutterBottom>
          {t('examples.htmlOutput')}
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 2,
            bgcolor: 'grey.100',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {html}
        </Box>
      </section>
    </Box>
  );
}

export default HtmlEditorPage;
