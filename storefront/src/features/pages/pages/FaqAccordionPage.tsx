import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { faqItems } from '../faqItems';

/** `/faq/Accordion`: the same questions, each opening its answer (keyboard: Tab, Enter or Space). */
export function FaqAccordionPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('faq.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('faq.intro')}
      </Typography>
      {faqItems.map((key) => (
        <Accordion key={key} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${key}-question`}
            aria-controls={`faq-${key}-answer`}
          >
            <Typography component="h2" variant="subtitle1">
              {t(`faq.items.${key}.q`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{t(`faq.items.${key}.a`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

export default FaqAccordionPage;
