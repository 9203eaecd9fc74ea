import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { csvDateTime, orderCsvLine, ordersCsvHeader } from './orders-csv.ts';

const row = {
  id: 17,
  createdAt: '2026-11-29T06:15:00.000Z',
  status: 'New',
  customer: 'Aysel Məmmədova',
  mobile: '994501112233',
  email: 'aysel@volt.test',
  payment: 'Cash',
  paid: 'no',
  delivery: 'Pickup',
  total: 123_405,
};

describe('orders CSV', () => {
  it('writes amounts in AZN with 2 decimals, Baku time and a grouped mobile', () => {
    expect(orderCsvLine(row)).toBe(
      '17,2026-11-29 10:15,New,Aysel Məmmədova,994 50 111 22 33,aysel@volt.test,Cash,no,Pickup,1234.05\r\n',
    );
    expect(orderCsvLine({ ...row, total: 5 })).toMatch(/,0\.05\r\n$/);
    expect(csvDateTime('2026-12-31T21:30:00.000Z')).toBe('2027-01-01 01:30');
  });

  it('defuses cells a spreadsheet would run as a formula, and quotes separators', () => {
    for (const evil of ['=HYPERLINK("http://x")', '+1+2', '-2+3', '@SUM(A1)', '\t=1']) {
      const [rec] = parseCsv(orderCsvLine({ ...row, customer: evil }), ',');
      expect(rec!.cells[3]).toBe(`'${evil}`);
    }
    const [rec] = parseCsv(orderCsvLine({ ...row, customer: 'Ali, "Vəli"', email: null }), ',');
    expect(rec!.cells[3]).toBe('Ali, "Vəli"');
    expect(rec!.cells[5]).toBe('');
  });

  it('starts with a BOM and the labels', () => {
    expect(ordersCsvHeader((c) => c.toUpperCase())).toBe(
      '\uFEFFNUMBER,DATE,STATUS,CUSTOMER,MOBILE,EMAIL,PAYMENT,PAID,DELIVERY,TOTAL\r\n',
    );
  });
});
