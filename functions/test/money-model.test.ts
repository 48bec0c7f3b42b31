// The money model (money-property.ts) on races whose organisers the site pays (`platform`).
import { moneyModel } from './money-property.js';

moneyModel('platform');
