import type { Finish } from '../../../content/types';
import { Icon } from '../../ui/icons';
import { Picture } from '../../ui/picture';
import { FinishName, FinishText, List, ListTitle, Panel, PanelBody, PanelImage } from './finishes.styles';

export interface FinishDetailLabels {
  applications: string;
  characteristics: string;
}

interface Props {
  id: string;
  finish: Finish;
  labels: FinishDetailLabels;
}

export function FinishDetails({ id, finish, labels }: Props) {
  const nameId = `${id}-name`;
  return (
    <Panel id={id} aria-labelledby={nameId}>
      <PanelImage>
        <Picture key={finish.id} image={finish.image} sizes="(min-width: 1024px) 300px, (min-width: 768px) 45vw, 100vw" fit="cover" />
      </PanelImage>
      <PanelBody>
        <FinishName id={nameId}>
          <Icon name={finish.icon} size={28} />
          {finish.name}
        </FinishName>
        <FinishText>{finish.description}</FinishText>
        <ListTitle>{labels.applications}</ListTitle>
        <List>
          {finish.applications.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
        <ListTitle>{labels.characteristics}</ListTitle>
        <List>
          {finish.characteristics.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      </PanelBody>
    </Panel>
  );
}
