// Every text of /estimativa ("Quanto custa a sua bancada?"): the page, the shape editor, the plan, the estimate
// card, what is announced, and the links to it from other pages. Prices live in content/estimate-prices.ts.
// {placeholders} are filled in by the page.
import { deepFreeze } from './deep-freeze';
import type { EstimateRoom } from './estimate-links';
import type { CutoutKind, EdgeFinish, EdgeSide, EstimateCollection, ShapeKind } from './estimate-types';

import { estimateLinks } from './estimate-links';

export { ESTIMATE_PATH, type EstimateRoom } from './estimate-links';

export const estimateContent = deepFreeze({
  seo: {
    title: 'Quanto custa a sua bancada? Estimativa em pedra natural | Lavra',
    description:
      'Desenhe a bancada, escolha até três pedras e veja a faixa de preço da Lavra: pedra por m², bordas, recortes, emendas e instalação no Rio.',
  },
  eyebrow: 'Estimativa de bancada',
  title: 'Quanto custa a sua bancada?',
  lead: 'Desenhe as peças, escolha até três pedras e veja uma faixa honesta, linha a linha, como a nossa equipe faria no primeiro esboço. O preço se fecha depois da medição no local.',
  links: estimateLinks,
  editor: {
    title: 'O desenho',
    room: { legend: 'Ambiente', options: [
      { value: 'cozinha', label: 'Cozinha' },
      { value: 'banheiro', label: 'Banheiro' },
      { value: 'area-gourmet', label: 'Área gourmet' },
      { value: 'outro', label: 'Outro' },
    ] satisfies { value: EstimateRoom; label: string }[] },
    shape: { legend: 'Formato', options: [
      { value: 'reta', label: 'Reta' },
      { value: 'l', label: 'Em L' },
      { value: 'u', label: 'Em U' },
      { value: 'ilha', label: 'Com ilha' },
      { value: 'peninsula', label: 'Com península' },
    ] satisfies { value: ShapeKind; label: string }[] },
    runNames: {
      reta: ['Bancada'],
      l: ['Lado A (com o canto)', 'Lado B'],
      u: ['Fundo (com os cantos)', 'Lado esquerdo', 'Lado direito'],
      ilha: ['Bancada de parede'],
      peninsula: ['Bancada de parede'],
    } satisfies Record<ShapeKind, string[]>,
    freeName: { ilha: 'Ilha', peninsula: 'Península' },
    extraName: 'Peça avulsa {n}',
    length: 'Comprimento (cm)',
    depth: 'Profundidade (cm)',
    lengthHint: 'Medido na parede, até o canto de fora.',
    freeLengthHint: { ilha: 'De ponta a ponta.', peninsula: 'Da parede até a ponta.' },
    addExtra: 'Adicionar peça avulsa (lavatório, aparador)',
    removeExtra: 'Retirar',
    removeExtraLabel: 'Retirar a peça avulsa {n}',
    details: 'Detalhes que mudam o preço',
    thickness: { legend: 'Espessura', options: [
      { value: '1.2', label: '1,2 cm' },
      { value: '2', label: '2 cm' },
      { value: '3', label: '3 cm' },
    ] satisfies { value: '1.2' | '2' | '3'; label: string }[],
    // Shown beside the chips when a stone that is not sintered joins an estimate at 1.2 cm.
    fallback: 'A espessura de 1,2 cm só existe no ultracompacto (superfície sinterizada): com esta escolha, a estimativa passou para 2 cm.' },
    edge: { label: 'Acabamento das bordas visíveis', options: [
      { value: 'reto-simples', label: 'Reto simples' },
      { value: 'reto-com-saia', label: 'Reto com saia' },
      { value: 'meia-esquadria', label: 'Meia-esquadria 45°' },
      { value: 'boleado', label: 'Boleado' },
      { value: 'chanfrado', label: 'Chanfrado' },
    ] satisfies { value: EdgeFinish; label: string }[] },
    edgesEach: {
      summary: 'Escolher o acabamento de cada borda',
      hint: 'As bordas que você não mudar seguem o acabamento acima.',
      legend: '{piece}: bordas',
    },
    edgeSides: {
      frente: 'Frente',
      fundo: 'Fundo',
      esquerda: 'Lado esquerdo',
      direita: 'Lado direito',
      ponta: 'Ponta',
    } satisfies Record<EdgeSide, string>,
    // A wall run's ends: free (finished, priced as edge) or against a wall.
    runEndSides: {
      esquerda: 'Ponta esquerda',
      direita: 'Ponta direita',
      ponta: 'Ponta',
    } satisfies Partial<Record<EdgeSide, string>>,
    runEnds: {
      options: [
        { value: 'parede', label: 'Encostada na parede' },
        { value: 'livre', label: 'Livre' },
      ] satisfies { value: 'parede' | 'livre'; label: string }[],
      hint: 'Uma ponta livre fica à vista: recebe acabamento e entra nas bordas.',
    },
    backsplash: { label: 'Altura do frontão (cm)', hint: '0 para nenhum; o usual é 10 cm.' },
    cutoutsLegend: 'Recortes',
    cutouts: {
      'cuba-embutida': 'Cuba embutida (por baixo)',
      'cuba-sobreposta': 'Cuba sobreposta',
      'cuba-esculpida': 'Cuba esculpida na pedra',
      cooktop: 'Cooktop',
      furo: 'Furos (torneira, dispenser)',
    } satisfies Record<CutoutKind, string>,
    installation: 'Instalação na região metropolitana do Rio',
    stonesLegend: 'Pedras (até três)',
    stoneLabel: 'Pedra {n}',
    noStone: 'Nenhuma',
    collection: { label: 'Sem pedra escolhida: estimar pela coleção', options: [
      { value: 'granitos', label: 'Granitos' },
      { value: 'sinterizados', label: 'Mármores dolomíticos' },
      { value: 'marmores', label: 'Mármores' },
      { value: 'quartizitos', label: 'Quartzitos' },
      // Not a catalogue collection: the sintered surface, in 1,2, 2 or 3 cm, its brand and colour chosen with the team.
      { value: 'ultracompacto', label: 'Ultracompacto (superfície sinterizada)' },
    ] satisfies { value: EstimateCollection; label: string }[] },
  },
  messages: {
    number: 'Use apenas números, em centímetros (ex.: 180).',
    lengthMin: 'Mínimo de {min} cm: uma peça menor é um acabamento, não uma bancada.',
    lengthMax: 'Até {max} cm ({metres} m) por trecho: um trecho maior pede medição no local.',
    depthMin: 'Profundidade mínima de {min} cm: menos que isso não recebe uma cuba nem um cooktop.',
    depthMax: 'Profundidade máxima de {max} cm: a largura útil da chapa. Para mais, fale com a equipe.',
    afterCorner: 'Precisa passar de {min} cm: a profundidade do trecho do canto, que já está contada nele.',
    frontAfterCorners: 'Precisa passar de {min} cm: a soma das profundidades dos lados, que tomam os cantos.',
    backsplash: 'De 0 a {max} cm; acima disso é revestimento de parede.',
    count: 'De 0 a {max}.',
    countNumber: 'Use apenas números (ex.: 2).',
    required: 'Informe a medida em centímetros.',
    thickness: 'A espessura de 1,2 cm só existe no ultracompacto (superfície sinterizada): escolha 2 ou 3 cm.',
  },
  plan: {
    title: 'Planta',
    caption: 'Esboço em escala, medidas em centímetros. Emendas para chapas de até {slab} cm. Traço forte: bordas com acabamento.',
    captionOwnEdges: ' Em bronze, as de acabamento próprio.',
    seam: 'emenda',
    textTitle: 'O desenho em texto',
    piece: '{name}: {length} × {depth} cm',
    pieceCut: '{name}: {length} × {depth} cm (corta {cut} cm depois do canto)',
    // Counts agree in number (formatCount in content/pt-br-format.mjs): '{count}' is where the figure goes.
    seams: {
      one: '{count} emenda, em tracejado: nos cantos e onde uma peça passa do comprimento da chapa',
      other: '{count} emendas, em tracejado: nos cantos e onde uma peça passa do comprimento da chapa',
    },
    cutouts: 'Recortes: {list}',
    noCutouts: 'Sem recortes',
    backsplash: 'Frontão de {height} cm ao longo de {length} cm de parede',
    pieceEdges: '{piece}; bordas: {edges}',
    edgeGroup: '{sides} em {finish}',
  },
  card: {
    collectionTitle: 'Coleção {name}',
    collectionNote: 'Do mais acessível ao mais raro das {count} pedras da coleção.',
    materialNote: 'Faixa de referência para as marcas de ultracompacto que trabalhamos: a marca e a cor você escolhe com a nossa equipe.',
    total: 'estimativa',
    sum: 'Soma das linhas: {min} a {max}, arredondada para fora.',
    tableCaption: 'Linhas da estimativa de {title}',
    quantities: '{net} m² de peças ({waste} m² com a perda do corte) · {edges} m de borda · {cutouts} · {seams}',
    counts: {
      cutouts: { zero: 'sem recortes', one: '{count} recorte', other: '{count} recortes' },
      seams: { zero: 'sem emendas', one: '{count} emenda', other: '{count} emendas' },
    },
    lines: {
      stone: 'Pedra, {area} m² com perda, {thickness} cm',
      edges: 'Bordas, {metres} m · {finish}',
      edgesMixed: 'Bordas, {metres} m',
      edgeFinish: '{finish}:\u00a0{metres}\u00a0m',
      cutouts: 'Recortes, {count}',
      seams: 'Emendas, {count}',
      installation: 'Instalação no Rio',
    },
    noInstallation: 'Sem instalação',
    lineHeader: 'Item',
    rangeHeader: 'Faixa',
  },
  notes: {
    title: 'Como ler esta estimativa',
    basis: 'Estimativa a partir da nossa tabela de referência de {date}, com valores de referência de um ateliê de pedras no Rio. Não é um orçamento.',
    excluded: 'Não inclui: demolição e retirada da bancada antiga, hidráulica e elétrica, cubas, metais e cooktop, frete fora da região metropolitana do Rio.',
    fixed: 'O preço se fecha depois da medição no local, com a chapa escolhida.',
  },
  announce: { one: '{count} estimativa atualizada: {summary}.', other: '{count} estimativas atualizadas: {summary}.' },
  invalid: 'Corrija as medidas marcadas para atualizar a estimativa.',
  send: {
    title: 'Gostou da faixa?',
    text: 'O formulário de orçamento abre com o ambiente, a aplicação, a área, o material, as pedras e a faixa de investimento preenchidos. Você pode mudar tudo.',
    button: 'Pedir orçamento com esta estimativa',
  },
  noscript: {
    title: 'Preço de referência por m²',
    text: 'Sem JavaScript não conseguimos desenhar a bancada nem somar as linhas. Abaixo está o preço de referência por m² de cada pedra (material e beneficiamento, sem bordas, recortes e instalação), da tabela de {date}.',
    stone: 'Pedra',
    collection: 'Coleção',
    perM2: '{thickness} cm, por m²',
    // The ultracompact surface's row: not a catalogue stone, so its brand and colour are chosen with the team.
    materialGroup: 'Marca e cor com a equipe',
    form: 'Pedir orçamento pelo formulário',
  },
});

export type EstimateContent = typeof estimateContent;
