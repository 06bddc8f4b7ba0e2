// The Fundamentos page: every design token drawn from src/theme/tokens.ts as it is, so changing a
// token changes this page. Contrast ratios are computed from the colours, not written down.
import styled from '@emotion/styled';
import { breakpoints, colors, durations, easing, fonts, fontSizes, layout, mq, radii, shadows, space } from '../../../src/theme/tokens';
import { formatDecimal } from '../../../content/pt-br-format.mjs';
import { contrastPairs, contrastRatio, minimumFor } from '../contrast';
import { Code, DocPage, DocSection, H2, Kicker, Lead, Muted, Pill, Prose, Table, TableWrap, Title } from './doc-layout';

const Swatches = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space(2)} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: theme.space(2),
}));

const Swatch = styled.li(({ theme }) => ({
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.stoneLine}`,
  background: theme.colors.paper,
  overflow: 'hidden',
  fontSize: theme.fontSizes.xs,
  '& > div': { height: 72, borderBottom: `1px solid ${theme.colors.stoneLine}` },
  '& > p': { padding: `${theme.space(1)} ${theme.space(1.25)}`, lineHeight: 1.45 },
  '& strong': { display: 'block', fontSize: theme.fontSizes.sm, color: theme.colors.graphite },
}));

const Sample = styled.span({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 64,
  padding: '6px 10px',
  borderRadius: 6,
  fontWeight: 700,
  fontSize: 18,
  border: '1px solid rgba(0,0,0,0.08)',
});

const Pass = styled(Pill)<{ ok: boolean }>(({ theme, ok }) => ({
  background: ok ? theme.colors.success : theme.colors.error,
  color: theme.colors.paper,
}));

const Family = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(0.5),
  padding: theme.space(3),
  borderRadius: theme.radii.md,
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  '& + &': { marginTop: theme.space(2) },
}));

const Bar = styled.span(({ theme }) => ({ display: 'block', height: 16, borderRadius: 2, background: theme.colors.bronze }));

const Boxes = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: theme.space(3),
  marginTop: theme.space(2),
}));

const Box = styled.figure(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: theme.space(1),
  fontSize: theme.fontSizes.xs,
  '& > div': { height: 96, background: theme.colors.paper, border: `1px solid ${theme.colors.stoneLine}` },
}));

const spaceSteps = [0.5, 1, 1.5, 2, 3, 4, 6, 8, 12, 16];
const typeSample = 'Pedras naturais com projeto assinado';

export function TokensPage() {
  return (
    <DocPage data-doc-page="">
      <Kicker>Fundamentos</Kicker>
      <Title>Tokens de design</Title>
      <Lead>
        Cores, tipos, espaçamento, raios, sombras e pontos de quebra, desenhados a partir de <Code>src/theme/tokens.ts</Code>: mude um token lá e
        esta página muda junto. Nenhum outro arquivo do site tem cores literais ou larguras de quebra em pixels.
      </Lead>

      <DocSection aria-labelledby="cores">
        <H2 id="cores">Cores</H2>
        <Prose>
          <p>
            Neutros quentes (osso, papel, travertino, areia), grafite para texto e seções escuras, bronze como única cor de ação. Use pelo
            tema: <Code>theme.colors.bronze</Code>.
          </p>
        </Prose>
        <Swatches>
          {Object.entries(colors).map(([name, value]) => (
            <Swatch key={name}>
              <div style={{ background: value }} />
              <p>
                <strong>{name}</strong>
                <Code>{value}</Code>
              </p>
            </Swatch>
          ))}
        </Swatches>
      </DocSection>

      <DocSection aria-labelledby="contraste">
        <H2 id="contraste">Contraste dos pares usados</H2>
        <Prose>
          <p>
            Razão calculada (WCAG 2.2) para cada par texto/fundo que o site usa. Mínimo AA: 4,5:1 para texto, 3:1 para texto grande e
            contornos de foco. <Code>tests/workbench/contrast.test.ts</Code> falha se um token baixar um par abaixo do mínimo.
          </p>
        </Prose>
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">Amostra</th>
                <th scope="col">Texto / fundo</th>
                <th scope="col">Uso</th>
                <th scope="col">Razão</th>
                <th scope="col">Mínimo</th>
              </tr>
            </thead>
            <tbody>
              {contrastPairs.map((pair) => {
                const ratio = contrastRatio(colors[pair.text], colors[pair.background]);
                const minimum = minimumFor(pair.kind);
                return (
                  <tr key={`${pair.text}-${pair.background}`}>
                    <td>
                      <Sample
                        style={
                          pair.kind === 'non-text'
                            ? { background: colors[pair.background], outline: `3px solid ${colors[pair.text]}`, outlineOffset: -6, color: 'transparent' }
                            : { background: colors[pair.background], color: colors[pair.text] }
                        }
                        aria-hidden="true"
                      >
                        Aa
                      </Sample>
                    </td>
                    <th scope="row">
                      <Code>{pair.text}</Code> <Muted>sobre</Muted> <Code>{pair.background}</Code>
                    </th>
                    <td>{pair.use}</td>
                    <td>
                      <strong>{formatDecimal(ratio)}:1</strong>
                    </td>
                    <td>
                      <Pass ok={ratio >= minimum}>
                        {ratio >= minimum ? 'passa' : 'falha'} {String(minimum).replace('.', ',')}:1
                      </Pass>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableWrap>
      </DocSection>

      <DocSection aria-labelledby="tipografia">
        <H2 id="tipografia">Tipografia</H2>
        <Family>
          <Muted>
            Exibição — <Code>fonts.display</Code>: <Code>{fonts.display}</Code>
          </Muted>
          <span style={{ fontFamily: fonts.display, fontSize: fontSizes.h2, lineHeight: 1.1, color: colors.graphite }}>{typeSample}</span>
        </Family>
        <Family>
          <Muted>
            Texto e interface — <Code>fonts.body</Code>: <Code>{fonts.body}</Code>
          </Muted>
          <span style={{ fontFamily: fonts.body, fontSize: fontSizes.lg }}>{typeSample}</span>
        </Family>
        <TableWrap>
          <Table>
            <caption>Escala (tamanhos fluidos com clamp)</caption>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Valor</th>
                <th scope="col">Amostra</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(fontSizes).map(([name, value]) => {
                const display = ['h1', 'h2', 'h3', 'stat'].includes(name);
                return (
                  <tr key={name}>
                    <th scope="row">
                      <Code>{name}</Code>
                    </th>
                    <td>
                      <Code>{value}</Code>
                    </td>
                    <td style={{ fontFamily: display ? fonts.display : fonts.body, fontSize: value, lineHeight: 1.15, color: colors.graphite, whiteSpace: 'nowrap' }}>
                      {display ? 'Lavra' : 'Pedra natural'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableWrap>
      </DocSection>

      <DocSection aria-labelledby="espacamento">
        <H2 id="espacamento">Espaçamento</H2>
        <Prose>
          <p>
            Escala de 8 px: <Code>theme.space(n)</Code> = n × 8 px. Seções usam cerca de 64 px no celular e 96–128 px no desktop.
          </p>
        </Prose>
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">Chamada</th>
                <th scope="col">Valor</th>
                <th scope="col" style={{ width: '60%' }}>
                  Tamanho
                </th>
              </tr>
            </thead>
            <tbody>
              {spaceSteps.map((n) => (
                <tr key={n}>
                  <th scope="row">
                    <Code>space({n})</Code>
                  </th>
                  <td>
                    <Code>{space(n)}</Code>
                  </td>
                  <td>
                    <Bar style={{ width: space(n) }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      </DocSection>

      <DocSection aria-labelledby="raios">
        <H2 id="raios">Raios e sombras</H2>
        <Boxes>
          {Object.entries(radii).map(([name, value]) => (
            <Box key={name}>
              <div style={{ borderRadius: value }} />
              <figcaption>
                <Code>radii.{name}</Code> {value}
              </figcaption>
            </Box>
          ))}
          {Object.entries(shadows).map(([name, value]) => (
            <Box key={name}>
              <div style={{ boxShadow: value, borderRadius: radii.md, border: 0 }} />
              <figcaption>
                <Code>shadows.{name}</Code>
              </figcaption>
            </Box>
          ))}
        </Boxes>
      </DocSection>

      <DocSection aria-labelledby="quebras">
        <H2 id="quebras">Pontos de quebra, layout e movimento</H2>
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Valor</th>
                <th scope="col">Media query</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(breakpoints).map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">
                    <Code>breakpoints.{name}</Code>
                  </th>
                  <td>{value} px</td>
                  <td>
                    <Code>{mq[name as keyof typeof mq]}</Code>
                  </td>
                </tr>
              ))}
              {(['belowLg', 'reducedMotion', 'hover'] as const).map((name) => (
                <tr key={name}>
                  <th scope="row">
                    <Code>mq.{name}</Code>
                  </th>
                  <td>
                    <Muted>—</Muted>
                  </td>
                  <td>
                    <Code>{mq[name]}</Code>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Valor</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(layout).map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">
                    <Code>layout.{name}</Code>
                  </th>
                  <td>
                    <Code>{typeof value === 'number' ? `${value}px` : value}</Code>
                  </td>
                </tr>
              ))}
              {Object.entries(durations).map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">
                    <Code>durations.{name}</Code>
                  </th>
                  <td>
                    <Code>{value} ms</Code>
                  </td>
                </tr>
              ))}
              {Object.entries(easing).map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">
                    <Code>easing.{name}</Code>
                  </th>
                  <td>
                    <Code>{value}</Code>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      </DocSection>
    </DocPage>
  );
}
