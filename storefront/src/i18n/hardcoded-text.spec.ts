import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every word a storefront page shows goes through i18n (ADR 0016): no English typed into a
 * component. Read from the syntax tree, not by pattern: text between JSX tags, the attributes a
 * reader or a screen reader gets (aria-label, placeholder, title, alt, label), and a string
 * written as a JSX child ({'Save'}, {busy ? 'Saving' : 'Save'}). Names that are the same in
 * every language are listed below.
 */
const SRC = join(__dirname, '..');
const SHOWN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt', 'label']);
/** Words in no language: marks, numbers and symbols, and the brand. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Bazaar']);
const WORDS = /\p{L}{2,}/u;

function components(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) components(path, into);
    else if (path.endsWith('.tsx') && !path.includes('.spec.')) into.push(path);
  }
  return into;
}

const shown = (text: string) => WORDS.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/** Strings that reach the page as they are: a literal, or either side of a condition. */
function literals(node: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteralLike(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literals(node.expression);
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)) return literals(node.right);
  return [];
}

function hardcodedTexts(file: string, source = readFileSync(file, 'utf8')): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, text: string) => found.push(`${relative(SRC, file)}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text.trim())}`);
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && shown(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer) ? [node.initializer] : ts.isJsxExpression(node.initializer) && node.initializer.expression ? literals(node.initializer.expression) : [];
      for (const literal of value) if (shown(literal.text)) at(literal, literal.text);
    }
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of literals(node.expression)) if (shown(literal.text)) at(literal, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('storefront components', () => {
  it('show no text that bypasses the six locale files', () => {
    expect(components(SRC).flatMap((file) => hardcodedTexts(file))).toEqual([]);
  });

  it('would be caught: text between tags, a shown attribute, a string child', () => {
    const planted = '<p title="Opens soon">Order placed {busy ? \'Saving\' : t(\'x\')} <span aria-label={t(\'ok\')} className="big words">—</span> Bazaar</p>';
    expect(hardcodedTexts(join(SRC, 'Planted.tsx'), `export const P = () => (${planted});`).map((line) => line.replace(/^\S+ /, ''))).toEqual(['"Opens soon"', '"Order placed"', '"Saving"']);
  });
});
