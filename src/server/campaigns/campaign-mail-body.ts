import { Heading, Hr, Link, Text } from '@react-email/components';
import type { Root as HastRoot } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Children, cloneElement, createElement as h, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { HEADING_WRAP, LINK_STYLE, MAIL_COLORS, MAIL_FONT, MONO_FONT } from '../mail/mail-style.ts';
import { asSentences, blockTexts } from './campaign-plain-text.ts';

// Written without JSX: the sending worker runs on Node directly, which strips types but compiles no JSX (decision 0003).

const block = (style: CSSProperties): CSSProperties => ({ color: MAIL_COLORS.text, fontFamily: MAIL_FONT, ...style });
const paragraph = block({ fontSize: '16px', lineHeight: '26px', margin: '0 0 16px' });
const headingSizes = { h1: '26px', h2: '22px', h3: '19px', h4: '17px', h5: '16px', h6: '16px' } as const;
const heading = (level: keyof typeof headingSizes) =>
  block({ fontSize: headingSizes[level], lineHeight: '1.3', fontWeight: 700, margin: '28px 0 12px', ...HEADING_WRAP });
const list = block({ fontSize: '16px', lineHeight: '26px', margin: '0 0 16px', paddingLeft: '24px' });
const cell: CSSProperties = { border: `1px solid ${MAIL_COLORS.rule}`, padding: '6px 10px', verticalAlign: 'top' };
const inlineCode: CSSProperties = {
  fontFamily: MONO_FONT,
  fontSize: '14px',
  backgroundColor: MAIL_COLORS.shade,
  borderRadius: '3px',
  padding: '1px 4px',
};
const blockCode: CSSProperties = { fontFamily: MONO_FONT, fontSize: '14px' };

/** What the components below read of an element's props (toJsxRuntime hands them the element's properties). */
interface ElementProps {
  children?: ReactNode;
  style?: CSSProperties;
  href?: string;
  start?: number;
}
type MailComponent = (props: ElementProps) => ReactNode;

const headingOf =
  (level: keyof typeof headingSizes): MailComponent =>
  ({ children }) =>
    h(Heading, { as: level, style: heading(level) }, children);

/**
 * Each element of a campaign's sanitised tree as mail programs show it: inline styles only (many drop a
 * <style> block), tables with their borders on the cells, code that wraps instead of widening the mail.
 */
const MAIL_COMPONENTS: Record<string, MailComponent> = {
  p: ({ children }) => h(Text, { style: paragraph }, children),
  h1: headingOf('h1'),
  h2: headingOf('h2'),
  h3: headingOf('h3'),
  h4: headingOf('h4'),
  h5: headingOf('h5'),
  h6: headingOf('h6'),
  a: ({ href, children }) => h(Link, { href, style: LINK_STYLE }, children),
  ul: ({ children }) => h('ul', { style: list }, children),
  ol: ({ children, start }) => h('ol', { style: list, start }, children),
  li: ({ children }) => h('li', { style: { margin: '0 0 6px' } }, children),
  blockquote: ({ children }) =>
    h(
      'blockquote',
      { style: { margin: '0 0 16px', padding: '2px 0 2px 16px', borderLeft: `4px solid ${MAIL_COLORS.rule}`, color: MAIL_COLORS.muted } },
      children,
    ),
  code: ({ children, style }) => h('code', { style: style ?? inlineCode }, children),
  pre: ({ children }) =>
    h(
      'pre',
      {
        style: {
          backgroundColor: MAIL_COLORS.shade,
          color: MAIL_COLORS.text,
          padding: '12px',
          margin: '0 0 16px',
          borderRadius: '4px',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        },
      },
      // A block's code keeps its own font but not the inline code's padding and background.
      Children.map(children, (child) =>
        isValidElement(child) ? cloneElement(child as ReactElement<{ style?: CSSProperties }>, { style: blockCode }) : child,
      ),
    ),
  hr: () => h(Hr, { style: { borderColor: MAIL_COLORS.rule, margin: '24px 0' } }),
  // Marked so that the text part lays it out as a grid (the layout's own tables stay blocks there).
  table: ({ children }) =>
    h(
      'table',
      {
        'data-content-table': 'true',
        role: 'table',
        cellPadding: 0,
        cellSpacing: 0,
        style: block({ borderCollapse: 'collapse', width: '100%', fontSize: '15px', lineHeight: '22px', margin: '0 0 16px' }),
      },
      children,
    ),
  // A column's alignment (`---:`) arrives as the cell's text-align; old Outlook reads only the align attribute.
  th: ({ children, style }) => {
    const align = alignOf(style);
    return h('th', { align, style: { ...cell, textAlign: align, backgroundColor: MAIL_COLORS.shade } }, children);
  },
  td: ({ children, style }) => {
    const align = alignOf(style);
    return h('td', { align, style: { ...cell, textAlign: align } }, children);
  },
};

function alignOf(style: CSSProperties | undefined): 'left' | 'center' | 'right' {
  const align = style?.textAlign;
  return align === 'center' || align === 'right' ? align : 'left';
}

/** A campaign's sanitised tree (campaignHast) as the React content of its mail. */
export function campaignMailContent(tree: HastRoot): ReactNode {
  // Its types name the global JSX namespace, which React 19 no longer declares: the components are typed above instead.
  const components = MAIL_COMPONENTS as Partial<Components>;
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components, elementAttributeNameCase: 'react' }) as ReactNode;
}

/** The text of a tree, its blocks as sentences: what the preview line of a mail program shows. */
export function previewText(tree: HastRoot, max = 140): string {
  const text = asSentences(blockTexts(tree));
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()} …`;
}
