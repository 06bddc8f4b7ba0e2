import type { Company } from './types';
import { deepFreeze } from './deep-freeze';

// Every company fact lives here once; the values are fictional placeholders until the real ones exist.
export const company: Company = deepFreeze({
  name: 'Lavra',
  legalName: 'Lavra Pedras Naturais Ltda.',
  tagline: 'Lavra — marmoraria de pedras naturais premium no Rio de Janeiro',
  address: {
    street: 'Avenida das Américas, 9999, loja 101',
    district: 'Barra da Tijuca',
    city: 'Rio de Janeiro',
    state: 'RJ',
    postalCode: '22640-000',
    country: 'BR',
  },
  phone: '(21) 3333-4444',
  phoneE164: '+552133334444',
  whatsapp: '5521999998888',
  email: 'contato@lavra.example',
  hours: { label: 'Segunda a sexta, 9h às 18h', days: 'Mo-Fr', open: '09:00', close: '18:00' },
  social: { label: 'Instagram', url: 'https://www.instagram.com/lavra.pedras', handle: '@lavra.pedras' },
  copyrightYear: 2025,
  services: [
    'Bancadas de cozinha e banheiro',
    'Ilhas e áreas gourmet',
    'Revestimento de paredes e fachadas',
    'Pisos e escadas',
    'Mobiliário em pedra',
    'Consultoria e compatibilização de projetos',
  ],
  materials: [
    'Mármore',
    'Granito',
    'Quartzito',
    'Mármore dolomítico',
    'Ultracompacto e sinterizado',
    'Travertino',
  ],
  siteUrl: 'https://www.lavra.example',
  areaServed: [
    'Estado do Rio de Janeiro',
    'Vale do Paraíba paulista (SP)',
    'Zona da Mata e Sul de Minas (MG)',
  ],
  geo: { latitude: -23.0004, longitude: -43.3659 },
} satisfies Company);
