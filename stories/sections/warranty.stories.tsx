import type { Story, StoryDefault } from '@ladle/react';
import { company } from '../../content/company';
import { warrantyContent } from '../../content/warranty';
import { Warranty } from '../../src/sections/warranty/warranty';

export default { title: 'Seções / Garantia' } satisfies StoryDefault;

const whatsappHref = `https://wa.me/${company.whatsapp}?text=${encodeURIComponent(warrantyContent.claimMessage.replace('{company}', company.name))}`;

export const Desktop: Story = () => <Warranty content={warrantyContent} company={company} whatsappHref={whatsappHref} careHref="/cuidados" />;
Desktop.meta = { width: 'desktop', route: '/garantia' };

export const Celular: Story = () => <Warranty content={warrantyContent} company={company} whatsappHref={whatsappHref} careHref="/cuidados" />;
Celular.storyName = 'Celular (390 px)';
Celular.meta = { width: 'mobile' };
