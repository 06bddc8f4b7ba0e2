// The warranty's rules in the database are the care sheets' and content/warranty*.ts's: the generated migration
// matches what they give (run `npm run warranty:rules` after changing them; `-- --check` fails on drift), and the
// reminder table says what the stone-care sources say of the stones the reminders are tested with.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { warrantyContent } from '../../content/warranty';
import { warrantyLimits, warrantyRefusals, warrantyRooms, warrantySurfaces } from '../../content/warranty-registration';
import { WARRANTY_RULES_MIGRATION, warrantyRulesSql } from '../../scripts/lib/warranty-rules-sql.mjs';
import { sealingReminderTable } from '../../src/lib/warranty-schedule';

const root = path.resolve(import.meta.dirname, '../..');
const generated = readFileSync(path.join(root, WARRANTY_RULES_MIGRATION), 'utf8');

describe('the warranty rules in the database', () => {
  it('are what the care sheets and the content give (npm run warranty:rules)', () => {
    expect(generated).toBe(
      warrantyRulesSql({ sealing: sealingReminderTable(), covers: warrantyContent.covers, rooms: warrantyRooms, surfaces: warrantySurfaces, limits: warrantyLimits, refusals: warrantyRefusals }),
    );
  });

  it('remind at the lower bound of the sources’ interval, and never for a stone too dense to seal', () => {
    // docs/stone-care-sources.md: a polished white calcitic marble (Carrara) is resealed every 6 to 12 months; Preto
    // Absoluto (0,08 %) and Titanium Black (0,10 %) take no sealer polished; Taj Mahal (0,15 %) every 12 to 24.
    expect(generated).toContain("('carrara', 'polido', 6)");
    expect(generated).toContain("('taj-mahal', 'polido', 12)");
    expect(generated).not.toMatch(/\('preto-absoluto', 'polido'/);
    expect(generated).not.toMatch(/\('titanium-black', 'polido'/);
    // The product spec: 2 years on the installation, 1 year on the products.
    expect(generated).toContain("('instalacao', 'Instalação e emendas', 24, 1)");
    expect(generated).toContain("('pecas', 'Peças fabricadas', 12, 2)");
  });

  it('fails the drift check while the migration and the content differ, and passes once they agree', async () => {
    const run = promisify(execFile);
    const check = () => run(process.execPath, ['scripts/warranty-rules.mjs', '--check'], { cwd: root });
    expect((await check()).stdout).toContain('matches');
    const target = path.join(root, WARRANTY_RULES_MIGRATION);
    try {
      writeFileSync(target, generated.replace("('carrara', 'polido', 6)", "('carrara', 'polido', 7)"));
      await expect(check()).rejects.toMatchObject({ code: 1 });
    } finally {
      writeFileSync(target, generated);
    }
    expect((await check()).stdout).toContain('matches');
  });
});
