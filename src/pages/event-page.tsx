import { whatsAppNewTabHint } from '../../content/collections/template-labels';
import { company } from '../../content/company';
import { event, videoFallback } from '../../content/event';
import { videoControlLabels } from '../../content/video-controls';
import { EventCta } from '../sections/event/event-cta';
import { EventIntro } from '../sections/event/event-intro';
import { EventTopics } from '../sections/event/event-topics';
import { usePageHead } from '../seo/use-page-head';

export default function EventPage() {
  usePageHead({ ...event.seo, canonicalPath: '/evento-conhecimento-arquitetos' });
  return (
    <>
      <EventIntro event={event} videoLabels={videoControlLabels} videoFallback={videoFallback} />
      <EventTopics title={event.topicsTitle} topics={event.topics} quote={event.quote} />
      <EventCta cta={event.cta} whatsappNumber={company.whatsapp} newTabHint={whatsAppNewTabHint} />
    </>
  );
}
