// Home page, below the fold: the finishes with their content (a chunk of its own, see home-page.tsx).
import { finishes } from '../../../content/finishes';
import { finishesHeading, finishesLabels } from '../../../content/home';
import { Finishes } from '../../sections/finishes/finishes';

export default function FinishesSection() {
  return <Finishes heading={finishesHeading} finishes={finishes} labels={finishesLabels} />;
}
