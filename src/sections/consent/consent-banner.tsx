// The cookie banner itself: loaded with import() only when there is something to ask or the visitor
// reopens it from the footer, so first page loads never pay for it.
import { useEffect, useId, useRef } from 'react';
import type { ConsentContent, TrackingServiceId } from '../../../content/consent';
import { formatShortDate } from '../../../content/pt-br-format.mjs';
import type { ConsentChoice, ConsentRecord } from '../../lib/consent';
import { Button } from '../../ui/button';
import { Actions, Current, PrivacyLink, Region, Text, Title } from './consent-banner.styles';

export interface ConsentBannerProps {
  content: ConsentContent;
  privacyHref: string;
  /** Services the build has configured; none means nothing would load either way. */
  services: readonly TrackingServiceId[];
  /** The stored choice, shown when the banner is reopened. */
  record: ConsentRecord | null;
  /** Move focus into the banner (when the visitor opened it), not when it appears by itself. */
  autoFocus: boolean;
  onChoose: (choice: ConsentChoice) => void;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);

export function listServices(content: ConsentContent, services: readonly TrackingServiceId[]): string {
  const names = services.map((id) => content.services[id]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${content.and} ${names[names.length - 1]}` : (names[0] ?? '');
}

export function ConsentBanner({ content, privacyHref, services, record, autoFocus, onChoose }: ConsentBannerProps) {
  const titleId = useId();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (autoFocus) region.current?.focus();
  }, [autoFocus]);

  const text = services.length > 0 ? fill(content.text, { services: listServices(content, services) }) : content.inactiveText;

  return (
    <Region ref={region} aria-labelledby={titleId} tabIndex={-1} data-consent-banner="">
      <Title id={titleId}>{content.title}</Title>
      <Text>
        {text} <PrivacyLink to={privacyHref}>{content.privacyLink}</PrivacyLink>
      </Text>
      {record && <Current>{fill(content.current[record.choice], { date: formatShortDate(new Date(record.decidedAt)) })}</Current>}
      <Actions>
        <Button type="button" variant="secondary" onClick={() => onChoose('accepted')}>
          {content.accept}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onChoose('rejected')}>
          {content.reject}
        </Button>
      </Actions>
    </Region>
  );
}
