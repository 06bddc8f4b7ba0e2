// @vitest-environment node
// Keeps the workbench's documentation honest: every section and primitive has a page, every page's
// props table matches the component's TypeScript props, every story is captioned, every file it
// names exists. Regenerate the props types after changing a component's props:
//   UPDATE_DOC_PROPS=1 npx vitest run tests/workbench/docs.test.ts
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { docs } from '../../stories/docs/registry';
import { storyId } from '../../stories/docs/story-id';
import { createPropsReader, type ExtractedProp } from './component-props';

const root = fileURLToPath(new URL('../..', import.meta.url));
const propsFile = join(root, 'stories/docs/generated/props.json');
const docsDir = join(root, 'stories/docs');

const list = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(root, path)).isDirectory() ? list(path) : [path];
  });

const documentedFiles = new Set(docs.flatMap((doc) => doc.files));
const mdxPages = readdirSync(docsDir)
  .filter((name) => name.endsWith('.stories.mdx'))
  .map((name) => ({ name, text: readFileSync(join(docsDir, name), 'utf8') }));

/** The names a stories file exports (every named export is a story) and the title of its default export. */
function readStories(file: string): { title: string; stories: { exportName: string; storyName: string }[] } {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.ES2022, true);
  const names: string[] = [];
  const storyNames = new Map<string, string>();
  let title = '';
  source.forEachChild((node) => {
    const exported = ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && ts.isVariableStatement(node)) {
      for (const declaration of node.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    }
    if (exported && ts.isFunctionDeclaration(node) && node.name) names.push(node.name.text);
    if (ts.isExportAssignment(node)) {
      const match = /title:\s*'([^']+)'/.exec(node.getText());
      if (match?.[1]) title = match[1];
    }
    if (ts.isExpressionStatement(node) && ts.isBinaryExpression(node.expression)) {
      const left = node.expression.left;
      const right = node.expression.right;
      if (ts.isPropertyAccessExpression(left) && left.name.text === 'storyName' && ts.isIdentifier(left.expression) && ts.isStringLiteral(right)) {
        storyNames.set(left.expression.text, right.text);
      }
    }
  });
  return { title, stories: names.map((exportName) => ({ exportName, storyName: storyNames.get(exportName) ?? exportName })) };
}

describe('workbench documentation', () => {
  it('has a page for every section folder and documents every one of its files', () => {
    const folders = readdirSync(join(root, 'src/sections'));
    for (const folder of folders) {
      const files = list(`src/sections/${folder}`);
      expect(docs.some((doc) => doc.files.some((file) => file.startsWith(`src/sections/${folder}/`))), `no page for src/sections/${folder}`).toBe(true);
      expect(files.filter((file) => !documentedFiles.has(file)), `files of src/sections/${folder} no page documents`).toEqual([]);
    }
  });

  it('has a page for every primitive in src/ui', () => {
    expect(list('src/ui').filter((file) => !documentedFiles.has(file))).toEqual([]);
  });

  it('names only files that exist', () => {
    const named = docs.flatMap((doc) => [...doc.files, doc.storiesFile, ...doc.tests, ...doc.content.map((c) => c.file), ...doc.components.map((c) => c.file)]);
    expect(named.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });

  it('names content exports that exist', () => {
    for (const doc of docs) {
      for (const source of doc.content) {
        const text = readFileSync(join(root, source.file), 'utf8');
        for (const name of source.exports) {
          expect(new RegExp(`export (const|function) ${name}\\b`).test(text), `${source.file} exports ${name} (${doc.name})`).toBe(true);
        }
      }
    }
  });

  // Ladle takes the part after the last "/" of an MDX page's title as its name and keeps any space
  // before it in the group's id, hence no space around that slash.
  it('gives every page an MDX entry in its component, titled "…/Documentação"', () => {
    for (const doc of docs) {
      const page = mdxPages.find((mdx) => mdx.text.includes(`<Meta title="${doc.title}/Documentação" />`));
      expect(page, `stories/docs/*.stories.mdx with <Meta title="${doc.title}/Documentação" />`).toBeDefined();
      const storiesImport = `../${doc.storiesFile.replace(/^stories\//, '').replace(/\.tsx$/, '')}'`;
      expect(page?.text, `${page?.name} embeds ${doc.storiesFile}`).toContain(storiesImport);
    }
  });

  it('shows every story of each component with a caption, and only those', () => {
    for (const doc of docs) {
      const { title, stories } = readStories(doc.storiesFile);
      expect(title, `${doc.storiesFile} title`).toBe(doc.title);
      expect(Object.keys(doc.captions).sort(), `captions of ${doc.name}`).toEqual(stories.map((story) => story.exportName).sort());
      for (const caption of Object.values(doc.captions)) expect(caption.trim().length).toBeGreaterThan(10);
    }
  });

  it('links to stories by the ids Ladle gives them', async () => {
    // Ladle's own naming functions (not part of its public exports), to check the copy the pages use.
    const namingUtils = pathToFileURL(join(root, 'node_modules/@ladle/react/lib/cli/vite-plugin/naming-utils.js')).href;
    const ladle = (await import(/* @vite-ignore */ namingUtils)) as { kebabCase: (text: string) => string; titleToFileId: (title: string) => string };
    const ladleKebabCase = ladle.kebabCase;
    const ladleTitleToFileId = ladle.titleToFileId;
    for (const doc of docs) {
      const { title, stories } = readStories(doc.storiesFile);
      for (const story of stories) {
        expect(storyId(title, story.storyName)).toBe(`${ladleKebabCase(ladleTitleToFileId(title))}--${ladleKebabCase(story.storyName)}`);
      }
    }
  });

  it('documents every prop of every component and no prop that no longer exists', () => {
    const refs = docs.flatMap((doc) => doc.components);
    const read = createPropsReader(root, [...new Set(refs.map((ref) => ref.file))]);
    const extracted: Record<string, ExtractedProp[]> = {};
    for (const ref of refs) {
      const props = read(ref);
      extracted[`${ref.file}#${ref.export}`] = props;
      expect(Object.keys(ref.props).sort(), `props of ${ref.export} (${ref.file})`).toEqual(props.map((prop) => prop.name).sort());
      for (const meaning of Object.values(ref.props)) expect(meaning.trim().length).toBeGreaterThan(5);
    }
    const text = `${JSON.stringify(extracted, null, 2)}\n`;
    if (process.env.UPDATE_DOC_PROPS) writeFileSync(propsFile, text);
    expect(readFileSync(propsFile, 'utf8'), 'stories/docs/generated/props.json is stale: run UPDATE_DOC_PROPS=1 npx vitest run tests/workbench/docs.test.ts').toBe(text);
  });
});
