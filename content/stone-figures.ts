// Technical figures: the ordered levels, and the Brazilian display strings every page shows, derived from
// the numbers so that a stone page, a filter and a comparison read the same value.
import { deepFreeze } from './deep-freeze';
import { formatNumber } from './pt-br-format.mjs';
import type { DurabilityLevel, MaintenanceLevel, StoneFigures, TechnicalSpecs } from './types';

export const durabilityLevels = deepFreeze({
  media: { key: 'media', rank: 1, label: 'Média' },
  alta: { key: 'alta', rank: 2, label: 'Alta' },
  extrema: { key: 'extrema', rank: 3, label: 'Extrema' },
} satisfies { [K in DurabilityLevel['key']]: DurabilityLevel & { key: K } });

export const maintenanceLevels = deepFreeze({
  baixa: { key: 'baixa', rank: 1, label: 'Baixa' },
  media: { key: 'media', rank: 2, label: 'Média' },
  alta: { key: 'alta', rank: 3, label: 'Alta' },
} satisfies { [K in MaintenanceLevel['key']]: MaintenanceLevel & { key: K } });

function decimal(value: number, minDigits: number, maxDigits: number): string {
  return formatNumber(value, { minFractionDigits: minDigits, maxFractionDigits: maxDigits, grouping: false });
}

/** 7 -> '7 Mohs', 6.5 -> '6,5 Mohs'. */
export function formatHardness(mohs: number): string {
  return `${decimal(mohs, 0, 1)} Mohs`;
}

/** 2.65 -> '2,65 g/cm³'. */
export function formatDensity(gPerCm3: number): string {
  return `${decimal(gPerCm3, 2, 2)} g/cm³`;
}

/** 0.2 -> '0,20%'. */
export function formatAbsorption(percent: number): string {
  return `${decimal(percent, 2, 2)}%`;
}

/** 180 -> '180 MPa'. */
export function formatStrength(mpa: number): string {
  return `${decimal(mpa, 0, 0)} MPa`;
}

/** The display strings of a stone's technical card. */
export function technicalSpecs(figures: StoneFigures): TechnicalSpecs {
  return {
    dureza: formatHardness(figures.hardnessMohs),
    densidade: formatDensity(figures.densityGPerCm3),
    absorcao: formatAbsorption(figures.absorptionPercent),
    resistenciaMecanica: formatStrength(figures.mechanicalStrengthMpa),
    durabilidade: figures.durability.label,
    manutencao: figures.maintenance.label,
  };
}
