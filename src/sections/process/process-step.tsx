import { useEffect, useId, useRef, type FocusEvent, type PointerEvent } from 'react';
import { prefersReducedMotion } from '../../lib/budget-anchor';
import type { ProcessStep as Step } from '../../../content/types';
import { Icon } from '../../ui/icons';
import { Picture } from '../../ui/picture';
import { STEP_ATTRIBUTE, type OpenedBy } from './use-step-popover';
import {
  Body,
  DetailList,
  Media,
  Popover,
  PopoverTitle,
  StepCard,
  StepLabel,
  StepText,
  StepTitle,
  Summary,
  Trigger,
  TriggerRow,
} from './process.styles';

export interface ProcessLabels {
  step: string;
  details: string;
}

interface Props {
  step: Step;
  labels: ProcessLabels;
  /** How the open popover was opened, or null when closed. */
  openedBy: OpenedBy | null;
  onShow: (by: OpenedBy) => void;
  onHide: () => void;
  onPress: () => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function ProcessStepCard({ step, labels, openedBy, onShow, onHide, onPress }: Props) {
  const open = openedBy !== null;
  const popoverId = useId();
  const titleId = useId();
  const triggerTextId = useId();
  // A press also focuses the button; only keyboard focus should open it, or the press would close it again.
  const pressing = useRef(false);
  const popoverRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // A tapped or focused popover near the screen's edge is brought into view; hover never scrolls the
  // page, and neither does a popover that starts open.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (openedBy !== 'press' && openedBy !== 'focus') return;
    popoverRef.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [openedBy]);

  const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && onShow('hover');
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && onHide();
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    pressing.current = false;
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) onHide();
  };

  return (
    <StepCard
      open={open}
      {...{ [STEP_ATTRIBUTE]: step.id }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      {step.image && (
        <Media>
          <Picture image={step.image} sizes="(min-width: 1024px) 380px, (min-width: 768px) 46vw, 88px" fit="cover" />
        </Media>
      )}
      <Body>
        <Summary>
          <StepLabel>
            <span aria-hidden="true">{pad(step.id)}</span>
            {labels.step} {step.id}
          </StepLabel>
          <StepTitle id={titleId}>{step.title}</StepTitle>
          <StepText>{step.description}</StepText>
        </Summary>
        <TriggerRow>
          <Trigger
            type="button"
            aria-expanded={open}
            aria-controls={popoverId}
            // Six buttons share the visible words; the step title tells them apart for screen readers.
            aria-labelledby={`${triggerTextId} ${titleId}`}
            onPointerDown={() => {
              pressing.current = true;
            }}
            onFocus={() => {
              if (!pressing.current) onShow('focus');
            }}
            onClick={() => {
              pressing.current = false;
              onPress();
            }}
          >
            <span id={triggerTextId}>{labels.details}</span>
            <Icon name="plus" size={18} />
          </Trigger>
          <Popover ref={popoverRef} id={popoverId} role="region" aria-labelledby={titleId} hidden={!open}>
            <PopoverTitle>{labels.details}</PopoverTitle>
            <DetailList>
              {step.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </DetailList>
          </Popover>
        </TriggerRow>
      </Body>
    </StepCard>
  );
}
