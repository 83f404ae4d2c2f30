import { drawLine, leading, wrap, type Sheet, type TextStyle, type Weight } from './pdf-typesetter';

/**
 * Content flowing down the pages of a sheet: paragraphs and tables that start a new page when the next
 * line or row would not fit, a table's header repeated on each page it continues on, and a footer on
 * every page once the pages are counted.
 */
export class Flow {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly width: number;
  readonly top: number;
  readonly bottom: number;
  y: number;

  constructor(sheet: Sheet, margins: { side: number; top: number; bottom: number }) {
    this.doc = sheet.doc;
    this.left = margins.side;
    this.width = this.doc.page.width - 2 * margins.side;
    this.top = margins.top;
    this.bottom = this.doc.page.height - margins.bottom;
    this.y = this.top;
  }

  /** Starts a new page unless `height` still fits on this one; true when it did. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = this.top;
    return true;
  }

  space(height: number): void {
    this.y += height;
  }

  /** A wrapped paragraph; each line may start a new page. */
  paragraph(text: string, style: TextStyle & { align?: 'left' | 'right' | 'center'; indent?: number; width?: number }): void {
    const x = this.left + (style.indent ?? 0);
    const width = style.width ?? this.width - (style.indent ?? 0);
    for (const line of wrap(this.doc, text, width, style)) {
      this.ensure(leading(style.size));
      drawLine(this.doc, line, x, baselineIn(this.y, style.size), { ...style, width });
      this.y += leading(style.size);
    }
  }

  /** A horizontal rule across the text's width. */
  rule(color = '#999999', thickness = 0.6): void {
    this.doc.save().moveTo(this.left, this.y).lineTo(this.left + this.width, this.y).lineWidth(thickness).strokeColor(color).stroke().restore();
  }

  /** A table; its rows never split across pages (a row taller than a page is not expected of these documents). */
  table(columns: Column[], rows: Array<Array<string | Cell>>, size: number): void {
    const padding = 3;
    const header: Cell[] = columns.map((column) => ({ text: column.header, weight: 'bold' }));
    const measure = (cells: Array<string | Cell>) =>
      cells.map((cell, index) => {
        const { text, weight, color } = typeof cell === 'string' ? { text: cell, weight: undefined, color: undefined } : cell;
        return { lines: wrap(this.doc, text, columns[index].width - 2 * padding, { size, weight }), weight, color };
      });
    const heightOf = (cells: ReturnType<typeof measure>) => Math.max(1, ...cells.map((cell) => cell.lines.length)) * leading(size) + 2 * padding;
    const drawRow = (cells: ReturnType<typeof measure>, shaded: boolean) => {
      const height = heightOf(cells);
      if (shaded) this.doc.save().rect(this.left, this.y, this.width, height).fillColor('#eeeeee').fill().restore();
      let x = this.left;
      cells.forEach((cell, index) => {
        const column = columns[index];
        cell.lines.forEach((line, lineIndex) => {
          const style = { size, weight: cell.weight, color: cell.color, align: column.align, width: column.width - 2 * padding };
          drawLine(this.doc, line, x + padding, baselineIn(this.y + padding + lineIndex * leading(size), size), style);
        });
        x += column.width;
      });
      this.y += height;
      this.rule('#bbbbbb', 0.4);
    };
    const headerCells = measure(header);
    const startTable = () => {
      this.rule('#777777', 0.6);
      drawRow(headerCells, true);
    };
    this.ensure(heightOf(headerCells) + (rows[0] ? heightOf(measure(rows[0])) : 0));
    startTable();
    for (const row of rows) {
      const cells = measure(row);
      if (this.ensure(heightOf(cells))) startTable();
      drawRow(cells, false);
    }
  }

  /** Writes `footer(page, pages)` at the foot of every page, then ends the document. */
  finish(footer: (page: number, pages: number) => string, style: TextStyle): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      drawLine(this.doc, footer(index - range.start + 1, range.count), this.left, this.doc.page.height - 24, { ...style, align: 'center', width: this.width });
    }
    this.doc.end();
  }
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface Cell {
  text: string;
  weight?: Weight;
  color?: string;
}

/** The baseline of a line whose box starts at `top`. */
const baselineIn = (top: number, size: number) => top + size * 1.05;
