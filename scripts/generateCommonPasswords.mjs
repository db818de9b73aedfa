// Writes server/src/auth/commonPasswords.txt: passwords an attacker tries first, built from the
// well-known tops of public breach lists combined with the patterns people add to them (years,
// digits, a trailing "!"), keyboard walks, number runs and repeats. Run: node scripts/generateCommonPasswords.mjs
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

// The words that head every published list of the most common passwords.
const words = `password passw0rd p@ssword p@ssw0rd pass admin administrator root toor welcome letmein login
qwerty qwertyuiop asdfgh asdfghjkl zxcvbnm azerty qwertz iloveyou loveyou love lovely monkey dragon master
sunshine princess football baseball basketball soccer hockey shadow superman batman spiderman starwars
trustno1 whatever freedom ninja mustang michael jennifer jordan hunter ranger buster thomas robert soccer
charlie andrew daniel jessica ashley michelle nicole hannah matthew joshua summer winter spring autumn
flower cookie cheese chocolate pepper ginger banana orange apple secret hello hello123 hellokitty
computer internet google yahoo facebook twitter samsung iphone android windows linux changeme default
guest test tester testing user username demo sample temp temporary access master123 killer pokemon
naruto money lucky happy family friends forever angel angels tigger tiger lion eagle falcon phoenix
maggie ginger harley hammer silver golden diamond crystal star starlight moonlight sunflower rainbow
butterfly purple yellow blue green black white red junior senior mother father mommy daddy baby babygirl
babyboy sweetheart sweetie honey darling beautiful pretty lovers loveme fuckyou fuckoff asshole bitch
jesus christ heaven blessed faith church trinity matrix zombie wizard merlin gandalf legend hero
chelsea arsenal liverpool barcelona madrid juventus yankees cowboys lakers eagles steelers dallas
america canada london paris berlin china beijing shanghai tokyo moscow india london
qazwsx qazwsxedc 1qaz2wsx 1q2w3e4r 1q2w3e zaq12wsx zaq1zaq1 q1w2e3r4 abc123 abcd1234 abcdef abcdefg
a1b2c3 a1b2c3d4 aa123456 asd123 qwe123 qweasd qweasdzxc zxc123 woaini woaini1314 wangyu
iloveyou1 password1 letmein1 welcome1 admin123 root123 qwerty123 qwerty1 monkey1 dragon1
nothing something anything everything myspace mypass mypassword yourpassword thepassword
security secure private system server database oracle mysql postgres backup office company
business manager support service online network wireless router cisco bitcoin crypto ethereum
wallet blockchain satoshi nakamoto hodl tothemoon lambo doge dogecoin`
  .split(/\s+/)
  .filter(Boolean);

const suffixes = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '!',
  '1!',
  '123!',
  '@123',
  '#1',
  '01',
  '007',
  '69',
  '88',
  '99',
  '666',
  '777',
  '888',
  '2000',
];
for (let year = 1970; year <= 2026; year += 1) suffixes.push(String(year));

const leet = (word) =>
  word.replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3').replace(/i/g, '1').replace(/s/g, '$');

const list = new Set();
for (const word of words) {
  for (const suffix of suffixes) {
    list.add(word + suffix);
  }
  list.add(leet(word));
  list.add(word + word);
  list.add(word.split('').reverse().join(''));
}

// Number runs, repeats and keyboard walks.
const digits = '12345678901234567890';
for (let length = 6; length <= 12; length += 1) {
  list.add(digits.slice(0, length));
  list.add(digits.slice(1, length + 1));
  list.add('9876543210'.repeat(2).slice(0, length));
}
for (const character of 'abcdefghijklmnopqrstuvwxyz0123456789!') {
  for (let length = 6; length <= 12; length += 1) list.add(character.repeat(length));
}
for (const pair of ['12', '123', '1234', 'ab', 'abc', 'qwe', 'asd', '69', '11', '00', '01']) {
  for (let times = 2; times <= 5; times += 1) list.add(pair.repeat(times));
}
for (const walk of [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz2wsx3edc',
  'qazwsxedcrfv',
  '!qaz@wsx',
  '1q2w3e4r5t6y',
  'q1w2e3r4t5y6',
  'zaq1xsw2cde3',
]) {
  for (let length = 6; length <= walk.length; length += 1) list.add(walk.slice(0, length));
}
// Dates people use: ddmmyyyy and yyyymmdd of the first day of each month, 1960–2010.
for (let year = 1960; year <= 2010; year += 1) {
  for (let month = 1; month <= 12; month += 1) {
    const mm = String(month).padStart(2, '0');
    list.add(`01${mm}${year}`);
    list.add(`${year}${mm}01`);
  }
}

// Only what the length rule lets through matters; the check is case-insensitive.
const sorted = [...new Set([...list].map((entry) => entry.toLowerCase()))].filter((entry) => entry.length >= 8).sort();
const target = path.join(root, 'server', 'src', 'auth', 'commonPasswords.txt');
fs.writeFileSync(target, `${sorted.join('\n')}\n`);
console.log(`${sorted.length} common passwords written to ${path.relative(root, target)}`);
