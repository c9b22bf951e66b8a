import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument, InvoiceLine } from '@shared/schemas/invoices.ts';

/*
 * An invoice or credit note as a PDF (A4), drawn with PDFKit from the document as issued. One
 * font, Noto Sans Devanagari (Latin, Devanagari and the rupee sign), so titles and names in
 * either script print as typed.
 */

const require = createRequire(import.meta.url);
const fonts = {
  regular:
    require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};

const number = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** `1,23,456.50`: rupees from paise, in the Indian grouping. */
const amount = (paise: number) => number.format(paise / 100);
const rupees = (paise: number) => `₹${amount(paise)}`;
const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const rate = (bp: number) => `${bp / 100}%`;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, i: number) => string;
}

function columns(doc: InvoiceDocument): Column[] {
  const intra = doc.lines.some((l) => l.cgstPaise + l.sgstPaise > 0);
  return [
    { title: '#', width: 16, align: 'left', cell: (_l, i) => String(i + 1) },
    { title: 'Item', width: 138, align: 'left', cell: (l) => l.title },
    { title: 'HSN', width: 34, align: 'left', cell: (l) => l.hsn },
    { title: 'Qty', width: 24, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Rate', width: 48, align: 'right', cell: (l) => amount(l.unitPricePaise) },
    { title: 'Discount', width: 46, align: 'right', cell: (l) => amount(l.discountPaise) },
    { title: 'Taxable', width: 52, align: 'right', cell: (l) => amount(l.taxablePaise) },
    { title: 'GST', width: 30, align: 'right', cell: (l) => rate(l.taxRateBp) },
    {
      title: intra ? 'CGST+SGST' : 'IGST',
      width: 56,
      align: 'right',
      cell: (l) => amount(l.cgstPaise + l.sgstPaise + l.igstPaise),
    },
    { title: 'Total', width: 71, align: 'right', cell: (l) => amount(l.totalPaise) },
  ];
}

/** Draws the document; resolves with the PDF's bytes. */
export function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `${invoice.title} ${invoice.number}`,
      Author: invoice.seller.legalName,
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf, invoice);
  pdf.end();
  return done;
}

function draw(pdf: PDFKit.PDFDocument, doc: InvoiceDocument) {
  const left = 40;
  const width = 515;
  const top = 40;
  // The seller, and the document's title and numbers.
  pdf.font('bold').fontSize(14).text(doc.seller.legalName, left, top, { width: 280 });
  pdf.font('regular').fontSize(9).text(doc.seller.address, { width: 280 });
  pdf.text(doc.seller.gstin ? `GSTIN: ${doc.seller.gstin}` : 'GSTIN: not registered');
  pdf.text(`State: ${doc.seller.state}`);
  const sellerBottom = pdf.y;
  pdf
    .font('bold')
    .fontSize(16)
    .text(doc.title, left + 300, top, { width: 215, align: 'right' });
  pdf.font('regular').fontSize(9);
  const facts = [
    `Number: ${doc.number}`,
    `Date: ${date.format(new Date(doc.issuedAt))}`,
    `Order: ${doc.orderNumber} of ${date.format(new Date(doc.orderDate))}`,
    ...(doc.against
      ? [`Against invoice ${doc.against.number} of ${date.format(new Date(doc.against.issuedAt))}`]
      : []),
  ];
  for (const fact of facts) pdf.text(fact, left + 300, pdf.y, { width: 215, align: 'right' });
  let y = Math.max(sellerBottom, pdf.y) + 14;
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#999')
    .stroke();
  y += 8;

  // Who buys, where it goes.
  const party = (x: number, heading: string, rows: string[]) => {
    pdf.font('bold').fontSize(9).text(heading, x, y, { width: 250 });
    pdf.font('regular');
    for (const row of rows) pdf.text(row, x, pdf.y, { width: 250 });
    return pdf.y;
  };
  const b = doc.buyer;
  const d = doc.deliverTo;
  const billed = party(left, 'Billed to', [
    b.name,
    ...(b.email ? [b.email] : []),
    ...b.lines,
    b.state,
  ]);
  const shipped = party(left + 265, 'Delivered to', [
    d.name,
    ...d.lines,
    `${d.state} ${d.pincode}`,
    `Mobile: ${d.mobile}`,
    `Place of supply: ${doc.placeOfSupply}`,
  ]);
  y = Math.max(billed, shipped) + 12;

  // The lines.
  const cols = columns(doc);
  const row = (cells: string[], font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(8);
    let x = left;
    let height = 0;
    cells.forEach((cell, i) => {
      const col = cols[i]!;
      height = Math.max(height, pdf.heightOfString(cell, { width: col.width - 4 }));
    });
    if (y + height > 780) {
      pdf.addPage();
      y = 40;
    }
    cells.forEach((cell, i) => {
      const col = cols[i]!;
      pdf.text(cell, x + 2, y, { width: col.width - 4, align: col.align });
      x += col.width;
    });
    y += height + 6;
    pdf
      .moveTo(left, y - 3)
      .lineTo(left + width, y - 3)
      .strokeColor('#ddd')
      .stroke();
  };
  row(
    cols.map((c) => c.title),
    'bold',
  );
  doc.lines.forEach((line, i) =>
    row(
      cols.map((c) => c.cell(line, i)),
      'regular',
    ),
  );

  // The totals.
  y += 6;
  const t = doc.totals;
  const totals: [string, string, boolean?][] = [
    ['Value of goods', rupees(t.grossPaise)],
    ...doc.promotions.map((p): [string, string] => [p.name, `−${rupees(p.amountPaise)}`]),
    ['Taxable value', rupees(t.taxablePaise)],
    ...(t.cgstPaise + t.sgstPaise > 0
      ? [
          ['CGST', rupees(t.cgstPaise)] as [string, string],
          ['SGST', rupees(t.sgstPaise)] as [string, string],
        ]
      : []),
    ...(t.igstPaise > 0 ? [['IGST', rupees(t.igstPaise)] as [string, string]] : []),
    [doc.deliveryLabel, t.deliveryPaise === 0 ? 'Free' : rupees(t.deliveryPaise)],
    [doc.kind === 'credit_note' ? 'Total credited' : 'Total', rupees(t.totalPaise), true],
  ];
  for (const [label, value, strong] of totals) {
    if (y > 770) {
      pdf.addPage();
      y = 40;
    }
    pdf.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9);
    pdf.text(label, left + 255, y, { width: 170 });
    pdf.text(value, left + 425, y, { width: 90, align: 'right' });
    y = pdf.y + 3;
  }
  pdf.font('regular').fontSize(9);
  pdf.text(`Amount in words: ${doc.totalInWords}`, left, y + 8, { width });
  pdf.text(`Payment: ${doc.paymentMethod}`, left, pdf.y + 2, { width });
  if (doc.title === 'Bill of supply') {
    pdf.text('Printed books (HSN 4901) are exempt from GST.', left, pdf.y + 2, { width });
  }
  pdf
    .fontSize(8)
    .fillColor('#555')
    .text('This is a computer-generated document and needs no signature.', left, pdf.y + 14, {
      width,
    });
}
