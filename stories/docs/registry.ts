// Every documentation page, for the start page's map and for tests/workbench/docs.test.ts.
import { budgetDoc } from './pages/budget';
import { careDocs } from './pages/care';
import { catalogueDocs } from './pages/catalogue';
import { emailDocs } from './pages/emails';
import { pageDocs } from './pages/pages';
import { primitiveDocs } from './pages/primitives';
import { sectionDocs } from './pages/sections';
import { visitBookingDoc } from './pages/visit-booking';
import { warrantyEmailDoc, warrantyRegistrationDoc } from './pages/warranty-registration';

export const docs = [...primitiveDocs, ...sectionDocs, visitBookingDoc, warrantyRegistrationDoc, ...catalogueDocs, budgetDoc, ...pageDocs, ...careDocs, ...emailDocs, warrantyEmailDoc];
