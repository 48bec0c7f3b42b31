// A camt.053 statement's rows (docs/payments.md, "Bank statements"): the ISO 20022 statement banks
// export, read safely by camt053-xml.ts. Each credit entry (`Ntry`, `CdtDbtInd` CRDT) is a row, a
// batch booking a row per transfer; debits are money going out and no row at all. Amounts are
// `xs:decimal` text taken to the minor unit of their own currency (`Amt@Ccy`), never through floats:
// `8.850` EUR is 885 cents, `5442.09000` EUR 544209, `1.250` KWD 1250 fils. A row whose amount is
// finer than its currency's minor unit is refused with a sentence naming it; the others still count.
import { formatCount } from '@run/contract/domain/numbers';
import { BANK_STATEMENT_LIMITS } from '@run/contract/domain/bank-columns';
import { minorDigits } from '@run/contract/domain/money';
import { refusal } from '@run/contract/domain/refusals';

import { ibanOf, tooManyRows, type Statement, type StatementRow } from './bank-statement.js';
import { at, badXml, childrenOf, isNode, parseStatementXml, textOf } from './camt053-xml.js';

/**
 * An `xs:decimal` (`8.850`, `+12`, `.5`) in minor units of a currency of `digits` decimals: `finer`
 * when a digit past the minor unit is not zero (trailing zeros are fine), `large` past what a number
 * holds exactly, null when it is not an unsigned decimal (camt.053 amounts have no sign).
 */
export function decimalToMinor(text: string, digits: number): number | 'finer' | 'large' | null {
  const match = /^\+?(\d*)(?:\.(\d*))?$/u.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (match === null || (whole === '' && fraction === '')) return null;
  if (/[1-9]/u.test(fraction.slice(digits))) return 'finer';
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const minor = BigInt(whole || '0') * 10n ** BigInt(digits) + BigInt(kept || '0');
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? 'large' : Number(minor);
}

/** Refusal sentences listed in the answer; a file of thousands of bad rows says how many more. */
const LISTED = 20;

/** References that stand for none ("NOTPROVIDED" in EndToEndId, MT940's "NONREF"). */
const NO_REF = /^(?:NOTPROVIDED|NONREF|NOREF)$/iu;
const refAt = (node: unknown, ...path: string[]): string => {
  const ref = textOf(at(node, ...path));
  return NO_REF.test(ref) ? '' : ref;
};

/**
 * The bank's own id of a row (docs/decisions/0025-bank-row-identity.md), or null: the account
 * servicer's reference of the transfer, else of the entry, else the entry's reference, else the
 * payer's end-to-end id, else the transaction id. A batch's transfers share the entry's references,
 * so those name the transfer by its place in the batch (`part`).
 */
function bankIdOf(entry: unknown, details: readonly unknown[], part: number | null): string | null {
  const own = (key: string) =>
    details
      .map((d) => refAt(d, 'Refs', key))
      .filter(Boolean)
      .join(' ');
  const inBatch = (ref: string) => (ref && part !== null ? `${ref}#${part}` : ref);
  const candidates: Array<[string, string]> = [
    ['AcctSvcrRef', own('AcctSvcrRef')],
    ['NtryAcctSvcrRef', inBatch(refAt(entry, 'AcctSvcrRef'))],
    ['NtryRef', inBatch(refAt(entry, 'NtryRef'))],
    ['EndToEndId', own('EndToEndId')],
    ['TxId', own('TxId')],
  ];
  const found = candidates.find(([, ref]) => ref !== '');
  return found === undefined ? null : `${found[0]}:${found[1]}`;
}

/** The payer, IBAN and purpose text of an entry's transaction details (one, or a batch's all). */
function partiesAndPurpose(details: readonly unknown[]) {
  const parties = details.map((d) => at(d, 'RltdPties'));
  const payer =
    parties
      .map((p) => textOf(at(p, 'Dbtr', 'Nm')) || textOf(at(p, 'Dbtr', 'Pty', 'Nm')))
      .find(Boolean) ?? '';
  const iban = parties.map((p) => textOf(at(p, 'DbtrAcct', 'Id', 'IBAN'))).find(Boolean) ?? '';
  const purpose = details.flatMap((d) => {
    const remittance = at(d, 'RmtInf');
    const free = childrenOf(remittance, 'Ustrd').map(textOf);
    const structured = childrenOf(remittance, 'Strd').map((s) =>
      textOf(at(s, 'CdtrRefInf', 'Ref')),
    );
    return [...free, ...structured];
  });
  return { payer, iban: ibanOf(iban), purpose };
}

/** A transaction detail's own amount node (`AmtDtls/TxAmt/Amt`, or `Amt` from camt.053 v4 on). */
const detailAmount = (detail: unknown): unknown =>
  at(detail, 'AmtDtls', 'TxAmt', 'Amt') ?? at(detail, 'Amt');

const dateOf = (entry: unknown): string =>
  textOf(at(entry, 'BookgDt', 'Dt')) ||
  textOf(at(entry, 'BookgDt', 'DtTm')) ||
  textOf(at(entry, 'ValDt', 'Dt')) ||
  textOf(at(entry, 'ValDt', 'DtTm'));

/**
 * A camt.053 statement's credit rows: amount (in its own currency's minor units), booking (else value)
 * date, the debtor's name and IBAN, the purpose text (every `Ustrd` and structured creditor reference,
 * joined) and the bank's id of the row; and a sentence for each row refused. A batch booking (an entry
 * of several `TxDtls`, each with its own amount) is a row per transfer, so each runner's reference
 * matches its own money. `currency` is the race's, for an amount that names none.
 */
export function readCamt053(xml: string, currency: string): Statement {
  const statements = at(parseStatementXml(xml), 'Document', 'BkToCstmrStmt');
  if (!isNode(statements)) {
    badXml(refusal('xml_not_camt053'));
  }
  const entries = childrenOf(statements, 'Stmt').flatMap((s) => childrenOf(s, 'Ntry'));
  if (entries.length > BANK_STATEMENT_LIMITS.rows) tooManyRows('xml');
  const rows: StatementRow[] = [];
  const refused: string[] = [];
  entries.forEach((entry, index) => {
    if (textOf(at(entry, 'CdtDbtInd')) === 'DBIT') return;
    const date = dateOf(entry);
    const details = childrenOf(at(entry, 'NtryDtls'), 'TxDtls');
    const split = details.length > 1 && details.every((d) => detailAmount(d) !== undefined);
    const parts = split
      ? details.map((d, i) => ({ node: detailAmount(d), details: [d], part: i + 1 }))
      : [{ node: at(entry, 'Amt'), details, part: null }];
    for (const { node, details: own, part } of parts) {
      const { payer, iban, purpose } = partiesAndPurpose(own);
      const where = `Entry ${index + 1}${part === null ? '' : `, transfer ${part}`}`;
      const named = `${where} (${[date, payer].filter(Boolean).join(', ') || 'no date or payer'})`;
      const text = textOf(node);
      const code = isNode(node) && typeof node['@Ccy'] === 'string' ? node['@Ccy'] : currency;
      if (!/^[A-Z]{3}$/u.test(code)) {
        refused.push(
          `${named}: "${code.slice(0, 10)}" is not a currency code; it was not imported.`,
        );
        continue;
      }
      const digits = minorDigits(code);
      const amount = decimalToMinor(text, digits);
      if (amount === null) {
        const amt = text.slice(0, 40);
        badXml(
          part === null
            ? refusal('xml_amount_invalid', { entry: index + 1, text: amt })
            : refusal('xml_transfer_amount_invalid', {
                entry: index + 1,
                transfer: part,
                text: amt,
              }),
        );
      }
      if (amount === 'finer' || amount === 'large') {
        const why =
          amount === 'finer'
            ? `has more decimals than ${code}'s ${digits}`
            : 'is too large to be a transfer';
        refused.push(
          `${named}: the amount ${text.slice(0, 40)} ${code} ${why}; it was not imported.`,
        );
        continue;
      }
      rows.push({
        date,
        amount,
        currency: code,
        payer,
        iban,
        // An entry without remittance information may say what it is in its additional text.
        reference: [
          ...purpose,
          ...(purpose.length === 0 && part === null ? [textOf(at(entry, 'AddtlNtryInf'))] : []),
        ]
          .filter(Boolean)
          .join(' '),
        bankId: bankIdOf(entry, own, part),
      });
    }
  });
  if (rows.length + refused.length > BANK_STATEMENT_LIMITS.rows) tooManyRows('xml');
  const more = refused.length - LISTED;
  return {
    rows,
    refused: refused.length,
    notes: [
      ...refused.slice(0, LISTED),
      ...(more > 0 ? [`${formatCount(more)} more rows were refused alike.`] : []),
    ],
  };
}
