import type { LocaleMap } from '@tribuna/common/schemas/common';

interface DemoArticle {
  title: LocaleMap;
  perex: LocaleMap;
  body: LocaleMap;
  /** A drawing in media/, made for the demo. */
  image: string;
  daysAgo: number;
  /** Readable only with the demo feature "Obsah pro členy" (the paywall's example). */
  membersOnly?: boolean;
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

export const demoArticles: DemoArticle[] = [
  {
    title: { cs: 'Startuje nová sezóna', sk: 'Štartuje nová sezóna', en: 'The new season starts' },
    perex: {
      cs: 'Permanentky jsou v prodeji a první domácí zápas se blíží.',
      sk: 'Permanentky sú v predaji a prvý domáci zápas sa blíži.',
      en: 'Season tickets are on sale and the first home match is near.',
    },
    body: {
      cs: p(
        'Nová sezóna začíná za dva týdny. Připravili jsme pro vás nové sektory a rychlejší vstup na stadion.',
        'Permanentky kupujte online, místo si vyberete přímo v plánku hlediště.',
      ),
      sk: p(
        'Nová sezóna začína o dva týždne. Pripravili sme pre vás nové sektory a rýchlejší vstup na štadión.',
        'Permanentky kupujte online, miesto si vyberiete priamo v pláne hľadiska.',
      ),
      en: p(
        'The new season starts in two weeks. New sections and faster entry await you.',
        'Buy season tickets online and pick your seat on the seating plan.',
      ),
    },
    image: 'article-1.svg',
    daysAgo: 1,
  },
  {
    title: {
      cs: 'Rekonstrukce stadionu je hotová',
      sk: 'Rekonštrukcia štadióna je hotová',
      en: 'The stadium renovation is finished',
    },
    perex: {
      cs: 'Nová tribuna nabízí o tisíc míst víc a kryté sezení.',
      sk: 'Nová tribúna ponúka o tisíc miest viac a kryté sedenie.',
      en: 'The new stand adds a thousand seats, all of them covered.',
    },
    body: {
      cs: p(
        'Po osmi měsících prací je hlavní tribuna znovu otevřená.',
        'Bezbariérový přístup vede od hlavního vchodu až k sektoru C.',
      ),
      sk: p(
        'Po ôsmich mesiacoch prác je hlavná tribúna opäť otvorená.',
        'Bezbariérový prístup vedie od hlavného vchodu až k sektoru C.',
      ),
      en: p(
        'After eight months of work the main stand is open again.',
        'Step-free access leads from the main entrance to section C.',
      ),
    },
    image: 'article-2.svg',
    daysAgo: 3,
  },
  {
    title: { cs: 'Vítězství v derby', sk: 'Víťazstvo v derby', en: 'A derby win' },
    perex: {
      cs: 'Domácí rozhodli gólem v poslední minutě před vyprodaným hledištěm.',
      sk: 'Domáci rozhodli gólom v poslednej minúte pred vypredaným hľadiskom.',
      en: 'The home side won with a last-minute goal in front of a full house.',
    },
    body: {
      cs: p(
        'Derby mělo všechno: tempo, emoce a šťastný konec.',
        'Děkujeme všem fanouškům za úžasnou atmosféru.',
      ),
      sk: p(
        'Derby malo všetko: tempo, emócie a šťastný koniec.',
        'Ďakujeme všetkým fanúšikom za úžasnú atmosféru.',
      ),
      en: p(
        'The derby had it all: pace, emotion and a happy ending.',
        'Thank you to every fan for an amazing atmosphere.',
      ),
    },
    image: 'article-3.svg',
    daysAgo: 5,
  },
  {
    title: {
      cs: 'Členství s novými výhodami',
      sk: 'Členstvo s novými výhodami',
      en: 'Membership with new benefits',
    },
    perex: {
      cs: 'Členové získají přednostní předprodej a slevy ve fanshopu.',
      sk: 'Členovia získajú prednostný predpredaj a zľavy vo fanshope.',
      en: 'Members get priority presale and discounts in the fan shop.',
    },
    body: {
      cs: p(
        'Členství nově zahrnuje exkluzivní videa a vstup na tréninky.',
        'Přihlásit se můžete online, platba kartou trvá minutu.',
      ),
      sk: p(
        'Členstvo nově zahŕňa exkluzívne videá a vstup na tréningy.',
        'Prihlásiť sa môžete online, platba kartou trvá minútu.',
      ),
      en: p(
        'Membership now includes exclusive videos and access to training sessions.',
        'Join online; paying by card takes a minute.',
      ),
    },
    image: 'article-4.svg',
    daysAgo: 8,
  },
  {
    title: { cs: 'Fanoušci pomáhají', sk: 'Fanúšikovia pomáhajú', en: 'Fans lend a hand' },
    perex: {
      cs: 'Sbírka na dětské oddíly vynesla rekordní částku.',
      sk: 'Zbierka na detské oddiely vyniesla rekordnú sumu.',
      en: 'The collection for youth teams raised a record sum.',
    },
    body: {
      cs: p('Fanoušci přispěli na nové dresy a míče pro mládež.', 'Děkujeme každému, kdo pomohl.'),
      sk: p('Fanúšikovia prispeli na nové dresy a lopty pre mládež.', 'Ďakujeme každému, kto pomohol.'),
      en: p('Fans paid for new kits and balls for the youth teams.', 'Thank you to everyone who helped.'),
    },
    image: 'article-5.svg',
    daysAgo: 12,
  },
  {
    title: {
      cs: 'Akademie hledá nové talenty',
      sk: 'Akadémia hľadá nové talenty',
      en: 'The academy is looking for talent',
    },
    perex: {
      cs: 'Nábor do mládežnických týmů probíhá po celý září.',
      sk: 'Nábor do mládežníckych tímov prebieha počas celého septembra.',
      en: 'Youth team trials run throughout September.',
    },
    body: {
      cs: p(
        'Zveme děti od šesti let na otevřené tréninky akademie.',
        'Stačí sportovní oblečení a chuť hrát.',
      ),
      sk: p(
        'Pozývame deti od šiestich rokov na otvorené tréningy akadémie.',
        'Stačí športové oblečenie a chuť hrať.',
      ),
      en: p(
        'Children from six years old are welcome at open academy sessions.',
        'Bring sportswear and the will to play.',
      ),
    },
    image: 'article-6.svg',
    daysAgo: 20,
  },
  {
    title: {
      cs: 'Trenér v rozhovoru: co chystáme na jaro',
      sk: 'Tréner v rozhovore: čo chystáme na jar',
      en: 'The coach on what we are planning for spring',
    },
    perex: {
      cs: 'Rozhovor ze zákulisí jen pro členy: sestava, přípravné zápasy a nové posily.',
      sk: 'Rozhovor zo zákulisia len pre členov: zostava, prípravné zápasy a nové posily.',
      en: 'A behind-the-scenes interview for members: the line-up, friendlies and new signings.',
    },
    body: {
      cs: p(
        'Zimní příprava začíná soustředěním na horách. Trenér prozradil, na koho se fanoušci mohou těšit.',
        'Dvě nové posily dorazí ještě před prvním přípravným zápasem.',
      ),
      sk: p(
        'Zimná príprava začína sústredením na horách. Tréner prezradil, na koho sa fanúšikovia môžu tešiť.',
        'Dve nové posily prídu ešte pred prvým prípravným zápasom.',
      ),
      en: p(
        'Winter training starts with a camp in the mountains. The coach told us who fans can look forward to.',
        'Two new signings arrive before the first friendly.',
      ),
    },
    image: 'article-2.svg',
    daysAgo: 2,
    membersOnly: true,
  },
];
