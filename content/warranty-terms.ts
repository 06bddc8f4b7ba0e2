// The warranty in one sentence: the FAQ's answer and the warranty page say it from here, so neither can promise
// more than the other. Small on purpose: the home page's FAQ carries it without the warranty's page content.
export const WARRANTY_SUMMARY =
  '2 anos de garantia na instalação e nas emendas, e 1 ano contra trincas e quebras que nasçam da fabricação das peças';
