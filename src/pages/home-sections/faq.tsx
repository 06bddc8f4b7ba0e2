// Home page, below the fold: the FAQ with its content (a chunk of its own, see home-page.tsx).
import { faqItems } from '../../../content/faq';
import { faqHeading } from '../../../content/home';
import { Faq } from '../../sections/faq/faq';

export default function FaqSection() {
  return <Faq heading={faqHeading} items={faqItems} />;
}
