// The money model (money-property.ts) on races whose organisers are paid through their own account
// (`connect`): card money is a connected charge, and the books check its fee and destination too.
import { moneyModel } from '../money-property.js';

moneyModel('connect');
