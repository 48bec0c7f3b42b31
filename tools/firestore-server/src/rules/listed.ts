// Decides a `list` from its query's filters, never from the documents it returns (rules are not
// filters): `resource` is any document one conjunction of the filters admits. A field the filters fix
// with `==` reads as that value; any other use of the document must follow from the filters (a range
// within the rule's, an array-contains for `x in resource.data.list`, the type a filter implies), or it
// is an error that makes the allow false, as a condition the query cannot prove is in Firestore.
import {
  compare,
  contains,
  equals,
  EvaluationError,
  isNumber,
  isType,
  ListedField,
  ListedResource,
  type ListConstraint,
  type RulesValue,
} from './values.js';

type Comparison = '==' | '!=' | '<' | '<=' | '>' | '>=';

export function isListed(v: RulesValue): v is ListedResource | ListedField {
  return v instanceof ListedResource || v instanceof ListedField;
}

function undecided(what: string): never {
  throw new EvaluationError(`${what} does not follow from the query's filters`);
}

function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

/** `.name` of a listed document or field: the value an `==` filter fixes, else the field itself. */
export function listedMember(target: ListedResource | ListedField, name: string): RulesValue {
  if (target instanceof ListedResource) {
    if (name === 'data') return new ListedField([], target.constraints);
    return undecided(`resource.${name} of a listed document`);
  }
  const path = [...target.path, name];
  const fixed = target.constraints.find((c) => c.op === '==' && samePath(c.field, path));
  return fixed ? fixed.value : new ListedField(path, target.constraints);
}

function on(field: ListedField): ListConstraint[] {
  return field.constraints.filter((c) => samePath(c.field, field.path));
}

function holds(test: () => boolean): boolean {
  try {
    return test();
  } catch {
    return false;
  }
}

/** Whether constraint `c` on a field implies `field <op> v`. */
function implies(c: ListConstraint, op: Comparison, v: RulesValue): boolean {
  switch (op) {
    case '==':
      return false; // an `==` filter makes the field a plain value before it gets here
    case '!=':
      return (
        (c.op === '!=' && equals(c.value, v)) ||
        (c.op === 'not-in' && Array.isArray(c.value) && contains(c.value, v)) ||
        implies(c, '<', v) ||
        implies(c, '>', v)
      );
    case '<':
    case '<=': {
      if (c.op !== '<' && c.op !== '<=') return false;
      const strict = op === '<' && c.op === '<=';
      return holds(() => (strict ? compare(c.value, v) < 0 : compare(c.value, v) <= 0));
    }
    case '>':
    case '>=': {
      if (c.op !== '>' && c.op !== '>=') return false;
      const strict = op === '>' && c.op === '>=';
      return holds(() => (strict ? compare(c.value, v) > 0 : compare(c.value, v) >= 0));
    }
  }
}

const NEGATION: Record<Comparison, Comparison> = {
  '==': '!=',
  '!=': '==',
  '<': '>=',
  '<=': '>',
  '>': '<=',
  '>=': '<',
};
const MIRROR: Record<Comparison, Comparison> = {
  '==': '==',
  '!=': '!=',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
};

function decideComparison(field: ListedField, op: Comparison, v: RulesValue): boolean {
  const cs = on(field);
  if (cs.some((c) => implies(c, op, v))) return true;
  if (cs.some((c) => implies(c, NEGATION[op], v))) return false;
  return undecided(`resource.data.${field.path.join('.')} ${op} ${String(v)}`);
}

/** A binary operator with a listed document or field on either side. */
export function listedBinary(op: string, left: RulesValue, right: RulesValue): boolean {
  if (left instanceof ListedResource || right instanceof ListedResource) {
    // A document a query returns exists: `resource != null` holds, `resource == null` does not.
    const other = left instanceof ListedResource ? right : left;
    if (other === null && (op === '==' || op === '!=')) return op === '!=';
    return undecided(`resource ${op}`);
  }
  if (op === 'in' && right instanceof ListedField && !isListed(left)) {
    const held = on(right).some((c) => c.op === 'array-contains' && equals(c.value, left));
    return held || undecided(`${String(left)} in resource.data.${right.path.join('.')}`);
  }
  if (op in NEGATION && !(isListed(left) && isListed(right))) {
    const comparison = op as Comparison;
    return left instanceof ListedField
      ? decideComparison(left, comparison, right)
      : decideComparison(right as ListedField, MIRROR[comparison], left);
  }
  return undecided(`'${op}' on a listed document's field`);
}

/** `resource.data.x is <type>`: the type a filter on the field implies. */
export function listedIs(v: ListedResource | ListedField, typeName: string): boolean {
  if (v instanceof ListedResource || v.path.length === 0) return typeName === 'map';
  const implied = on(v).some((c) => {
    if (c.op === 'array-contains') return typeName === 'list';
    if (c.op === '<' || c.op === '<=' || c.op === '>' || c.op === '>=') {
      // Range filters match values of their bound's type only (numbers: ints and floats alike).
      return isNumber(c.value) ? typeName === 'number' : isType(c.value, typeName);
    }
    return false;
  });
  return implied || undecided(`resource.data.${v.path.join('.')} is ${typeName}`);
}
