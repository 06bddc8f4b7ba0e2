// Home page, below the fold: the process section with its content (a chunk of its own, see home-page.tsx).
import { processHeading, processLabels } from '../../../content/home';
import { processSteps } from '../../../content/process-steps';
import { Process } from '../../sections/process/process';

export default function ProcessSection() {
  return <Process heading={processHeading} steps={processSteps} labels={processLabels} />;
}
