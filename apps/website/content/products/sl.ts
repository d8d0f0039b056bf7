import type { ProductCatalogue } from '../types.js'

// Slovenian product copy. Formal address, „…“ quotation marks. Only the company facts (company.ts)
// are claims; everything else describes what the products do.
export const productsSl: ProductCatalogue = {
  contentManagementSystems: {
    id: 'contentManagementSystems',
    summary:
      'Šest sistemov za uredništva, založnike in ponudnike specializiranih vsebin: od uredniškega sistema in sistema za metapodatke do zbiralnika vsebin, vmesnika s funkcijo povleci in spusti, sistema za ocene restavracij in zbiralnika športne statistike.',
    details: [
      'Sisteme gradimo za ekipe, ki objavljajo vsak dan in pod časovnim pritiskom. Zato so v ospredju hitri uredniški postopki, jasne vloge in zanesljiva objava na več kanalih hkrati.',
      'Vsak sistem je mogoče povezati z obstoječimi arhivi, oglasnimi sistemi in analitiko prek dokumentiranih vmesnikov API.',
    ],
    image: {
      src: '/media/categories/content-management-systems.svg',
      width: 640,
      height: 400,
      alt: 'Ilustracija: urejevalnik besedila z bloki vsebine in seznamom objav.',
    },
    products: [
      {
        id: 'editorial-system',
        title: 'Uredniški sistem',
        description:
          'Splošni uredniški sistem za spletne medije in založnike: novinarji pišejo, uredniki pregledujejo in načrtujejo, sistem pa objavi isto vsebino na spletu, v aplikacijah in v novičnikih.',
        extra: [
          {
            icon: 'people',
            title: 'Vloge in postopki',
            description:
              'Avtor, urednik, lektor in dežurni urednik vidijo tisto, kar potrebujejo v svojem koraku.',
          },
          {
            icon: 'devices',
            title: 'Objava na več kanalih',
            description:
              'En prispevek, več izhodov: splet, mobilne aplikacije, novičniki in partnerski viri.',
          },
        ],
        keyFeatures: [
          {
            title: 'Načrtovanje in embargo',
            text: 'Prispevke lahko pripravite vnaprej, jim določite čas objave ali embargo in jih samodejno umaknete ob izteku pravic.',
          },
          {
            title: 'Zgodovina različic',
            text: 'Vsaka sprememba je shranjena z avtorjem in časom, zato lahko kadar koli primerjate in obnovite prejšnjo različico.',
          },
          {
            title: 'Dostopna vsebina že ob pisanju',
            text: 'Urejevalnik opozori na manjkajoče nadomestno besedilo slik, preskočene ravni naslovov in nejasna besedila povezav.',
          },
        ],
        challenges: [
          {
            title: 'Sočasno urejanje',
            text: 'Ko isti prispevek ob udarni novici odpre več ljudi, sistem spremembe zaklene po odstavkih in nikomur ne prepiše dela.',
          },
          {
            title: 'Prometne konice',
            text: 'Objave ob velikih dogodkih prenesejo večkratni obisk, ker se strani pripravijo vnaprej in strežejo iz predpomnilnika.',
          },
        ],
        additionalDescription:
          'Sistem prilagodimo vašemu uredniškemu procesu, ne obratno: rubrike, vloge, predloge strani in pravila objave nastavimo skupaj z vašo ekipo.',
        linkText: 'Povprašajte o uredniškem sistemu',
      },
      {
        id: 'metadata-system',
        title: 'Sistem za metapodatke',
        description:
          'Sistem, ki vsebinam doda enotne oznake, osebe, kraje in teme ter jih poveže v pregleden katalog. Arhiv tako postane iskalen, priporočila pa smiselna.',
        extra: [
          {
            icon: 'database',
            title: 'Enoten slovar',
            description: 'Nadzorovan seznam pojmov z nadrejenimi in sorodnimi pojmi ter sinonimi.',
          },
          {
            icon: 'search',
            title: 'Iskanje po pomenu',
            description: 'Iskanje najde vsebine o osebi ali kraju tudi, ko ime v besedilu ni zapisano enako.',
          },
        ],
        keyFeatures: [
          {
            title: 'Predlogi oznak',
            text: 'Ob shranjevanju sistem predlaga oznake iz besedila, urednik pa jih potrdi ali zavrne.',
          },
          {
            title: 'Uvoz in izvoz',
            text: 'Metapodatke izmenjuje z uredniškimi in arhivskimi sistemi v standardnih oblikah.',
          },
          {
            title: 'Sledljivost sprememb',
            text: 'Pri vsaki oznaki je zapisano, kdo jo je dodal in kdaj, kar olajša čiščenje in revizije.',
          },
        ],
        challenges: [
          {
            title: 'Slovenska sklanjatev',
            text: 'Imena oseb in krajev se v besedilu pojavljajo v šestih sklonih; prepoznavanje smo prilagodili slovenski slovnici.',
          },
          {
            title: 'Večletni arhiv',
            text: 'Oznake smo naknadno dodali starejšemu arhivu, ne da bi ustavili sprotno delo uredništva.',
          },
        ],
        additionalDescription:
          'Dobri metapodatki so podlaga za iskanje, priporočila, arhiv in dostopnost. Sistem deluje samostojno ali kot del uredniškega sistema.',
      },
      {
        id: 'content-aggregator',
        title: 'Zbiralnik vsebin',
        description:
          'Zbiralnik iz številnih virov (RSS, Atom, vmesniki API in partnerski izvozi) samodejno pobira vsebine, jih poenoti, odstrani podvojene in pripravi za objavo ali nadaljnjo obdelavo.',
        extra: [
          {
            icon: 'network',
            title: 'Različni viri',
            description: 'Vsak vir ima svoj urnik, pravila za preslikavo polj in opozorila ob napakah.',
          },
          {
            icon: 'document',
            title: 'Enotna oblika',
            description: 'Vsebine iz vseh virov dobijo enako strukturo, kodiranje znakov in metapodatke.',
          },
        ],
        keyFeatures: [
          {
            title: 'Odstranjevanje dvojnikov',
            text: 'Prepozna isto novico iz različnih virov tudi takrat, ko se naslovi nekoliko razlikujejo.',
          },
          {
            title: 'Pravila objave',
            text: 'Uredniki določijo, kateri viri se objavijo samodejno in kateri čakajo na pregled.',
          },
          {
            title: 'Nadzorna plošča',
            text: 'Na enem mestu vidite stanje vseh virov, zadnje uspešno branje in morebitne napake.',
          },
        ],
        challenges: [
          {
            title: 'Nezanesljivi viri',
            text: 'Viri se spreminjajo brez napovedi; zbiralnik sproti preverja strukturo in ob spremembi opozori, namesto da objavi pokvarjeno vsebino.',
          },
          {
            title: 'Kodiranje znakov',
            text: 'Starejši viri še vedno mešajo kodne tabele; črke č, š in ž morajo po obdelavi ostati pravilne.',
          },
        ],
        additionalDescription:
          'Zbiralnik je primeren za portale, ki združujejo novice, napovedi dogodkov ali ponudbe več partnerjev na enem mestu.',
      },
      {
        id: 'drag-and-drop-editor',
        title: 'Uredniški vmesnik s funkcijo povleci in spusti',
        description:
          'Vmesnik, v katerem uredniki naslovnice in tematske strani sestavijo sami: bloke vsebine povlečejo na mesto, takoj vidijo rezultat in objavijo brez pomoči razvijalcev.',
        extra: [
          {
            icon: 'devices',
            title: 'Predogled na vseh zaslonih',
            description: 'Postavitev preverite na telefonu, tablici in računalniku, preden jo objavite.',
          },
          {
            icon: 'accessibility',
            title: 'Uporaben tudi s tipkovnico',
            description: 'Bloke je mogoče premikati s tipkovnico in z bralnikom zaslona, ne le z miško.',
          },
        ],
        keyFeatures: [
          {
            title: 'Knjižnica blokov',
            text: 'Izbor preverjenih blokov (izpostavljena novica, galerija, seznam, oglasni prostor), ki ohranjajo celostno podobo.',
          },
          {
            title: 'Načrtovane postavitve',
            text: 'Pripravite naslovnico za jutranjo izmeno in jo nastavite za samodejno objavo.',
          },
          {
            title: 'Varna razveljavitev',
            text: 'Vsako postavitev je mogoče razveljaviti ali obnoviti iz zgodovine.',
          },
        ],
        challenges: [
          {
            title: 'Povleci in spusti brez miške',
            text: 'Vlečenje je v osnovi vizualna gesta. Dodali smo ukaze s tipkovnico in sprotna obvestila za bralnike zaslona o tem, kam se je blok premaknil.',
          },
          {
            title: 'Hitrost objavljene strani',
            text: 'Prosta postavitev ne sme upočasniti strani, zato se iz blokov ob objavi zgradi optimizirana stran brez odvečne kode.',
          },
        ],
        additionalDescription:
          'Vmesnik deluje nad našim uredniškim sistemom ali nad vašim obstoječim sistemom prek vmesnika API.',
      },
      {
        id: 'restaurant-reviews',
        title: 'Sistem za ocene restavracij',
        description:
          'Sistem za vodnike in portale, ki objavljajo ocene restavracij: ocenjevalci vnašajo obiske in ocene po enotnih merilih, uredniki jih pregledajo, bralci pa restavracije iščejo po kraju, kuhinji in oceni.',
        extra: [
          {
            icon: 'chart',
            title: 'Enotna merila',
            description: 'Ocene so razdeljene po merilih, zato so primerljive med ocenjevalci in leti.',
          },
          {
            icon: 'search',
            title: 'Iskanje za bralce',
            description: 'Iskanje po kraju, vrsti kuhinje, cenovnem razredu in oceni.',
          },
        ],
        keyFeatures: [
          {
            title: 'Delo na terenu',
            text: 'Ocenjevalci lahko zapiske in fotografije vnesejo s telefona takoj po obisku.',
          },
          {
            title: 'Letne izdaje',
            text: 'Ocene so vezane na izdajo vodnika, zato je zgodovina restavracije vidna skozi leta.',
          },
          {
            title: 'Priprava za tisk',
            text: 'Iz istih podatkov se pripravi tudi tiskana izdaja, brez ročnega prepisovanja.',
          },
        ],
        challenges: [
          {
            title: 'Neodvisnost ocen',
            text: 'Dostopi so ločeni tako, da ocenjevalci ne vidijo ocen drugih, dokler urednik izdaje ne zaključi.',
          },
          {
            title: 'Podatki, ki se spreminjajo',
            text: 'Restavracije se selijo, zapirajo in menjajo lastnike; sistem ohrani zgodovino in hkrati prikaže veljavne podatke.',
          },
        ],
        additionalDescription:
          'Sistem je zasnovan za kulinarične vodnike, turistične portale in medije, ki ocenam namenjajo posebne rubrike.',
      },
      {
        id: 'sports-statistics',
        title: 'Zbiralnik športne statistike',
        description:
          'Sistem, ki med tekmo in po njej zbira rezultate, strelce, postave in statistiko iger ter jih v nekaj sekundah ponudi spletnim stranem, aplikacijam in grafiki v prenosu.',
        extra: [
          {
            icon: 'signal',
            title: 'Sprotni rezultati',
            description: 'Spremembe se prikažejo skoraj v živo na vseh povezanih kanalih.',
          },
          {
            icon: 'database',
            title: 'Zgodovina tekmovanj',
            description: 'Sezone, lestvice in igralci ostanejo shranjeni za primerjave in analize.',
          },
        ],
        keyFeatures: [
          {
            title: 'Vnos ob igrišču',
            text: 'Preprost vmesnik za vnašalce, ki deluje tudi na tablici s slabšo povezavo.',
          },
          {
            title: 'Samodejne lestvice',
            text: 'Lestvice in statistika igralcev se izračunajo ob vsakem vnosu po pravilih tekmovanja.',
          },
          {
            title: 'Izvoz za partnerje',
            text: 'Podatke ponudimo partnerjem prek vmesnika API in v dogovorjenih oblikah.',
          },
        ],
        challenges: [
          {
            title: 'Različna pravila tekmovanj',
            text: 'Vsaka liga točkuje in razvršča drugače; pravila smo zato opisali kot nastavitve, ne kot kodo.',
          },
          {
            title: 'Popravki po tekmi',
            text: 'Ko sodnik naknadno popravi zapisnik, se morajo popraviti tudi vse izpeljane lestvice in statistika.',
          },
        ],
        additionalDescription:
          'Zbiralnik uporabljajo uredništva in organizatorji tekmovanj, ki želijo rezultate objaviti sami in hitro.',
      },
    ],
  },
  customSolutions: {
    id: 'customSolutions',
    summary:
      'Ko nobena obstoječa rešitev ne ustreza, jo razvijemo sami: od ocen dostopnosti in usmerjevalnika dogodkov do platform SaaS za gostince in tržnice NFT, orodij za analizo videa in upravljanje AV-over-IP ter vprašalnika za področje zaščite otrok.',
    details: [
      'Projekt začnemo s kratko analizo: kdo bo rešitev uporabljal, katere podatke obdeluje in kakšna so zakonska pravila. Šele nato izberemo tehnologijo.',
      'Rešitve predamo z dokumentacijo in izvorno kodo, po želji pa jih tudi vzdržujemo in razvijamo naprej.',
    ],
    image: {
      src: '/media/categories/custom-solutions.svg',
      width: 640,
      height: 400,
      alt: 'Ilustracija: sestavljeni moduli programske opreme, povezani v celoto.',
    },
    products: [
      {
        id: 'accessibility-evaluations',
        title: 'Ocene dostopnosti',
        description:
          'Pregledamo spletno mesto ali aplikacijo po smernicah WCAG 2.1 in evropskem standardu EN 301 549, opišemo vsako najdeno težavo in predlagamo konkretne popravke za razvijalce.',
        extra: [
          {
            icon: 'accessibility',
            title: 'Ročni in samodejni pregled',
            description:
              'Samodejna orodja odkrijejo le del težav; preostale poiščemo ročno, s tipkovnico in bralniki zaslona.',
          },
          {
            icon: 'document',
            title: 'Poročilo za razvijalce',
            description: 'Za vsako težavo: kje je, koga ovira, katero merilo krši in kako jo odpraviti.',
          },
        ],
        keyFeatures: [
          {
            title: 'Pomoč pri izjavi o dostopnosti',
            text: 'Iz ugotovitev pripravimo osnutek izjave o dostopnosti, kot jo zahteva zakonodaja za javni sektor.',
          },
          {
            title: 'Ponovni pregled',
            text: 'Po popravkih preverimo, ali so težave res odpravljene, in posodobimo poročilo.',
          },
          {
            title: 'Delavnice za ekipe',
            text: 'Razvijalcem, oblikovalcem in urednikom pokažemo najpogostejše napake in kako se jim izogniti.',
          },
        ],
        challenges: [
          {
            title: 'Uporabno, ne le skladno',
            text: 'Stran lahko formalno izpolni merilo in je še vedno težko uporabna. Zato opišemo tudi izkušnjo uporabnika, ne le številko merila.',
          },
          {
            title: 'Dinamične aplikacije',
            text: 'Pri enostranskih aplikacijah preverimo tudi upravljanje fokusa, obvestila o spremembah in obnašanje ob napakah.',
          },
        ],
        additionalDescription:
          'Dostopnost je pri nas prva lastnost vsakega izdelka, ne dodatek. Enake preglede opravljamo na lastnih projektih, tudi na tem spletnem mestu.',
        linkText: 'Naročite oceno dostopnosti',
      },
      {
        id: 'event-router',
        title: 'Usmerjevalnik dogodkov',
        description:
          'Osrednja storitev, ki sprejema dogodke iz različnih sistemov, jih po pravilih preoblikuje in zanesljivo dostavi pravim prejemnikom, tudi ko je kateri od njih začasno nedosegljiv.',
        extra: [
          {
            icon: 'network',
            title: 'Pravila namesto kode',
            description:
              'Kam gre kateri dogodek, določajo pregledna pravila, ki jih je mogoče spremeniti brez nove namestitve.',
          },
          {
            icon: 'cloud',
            title: 'Zanesljiva dostava',
            description:
              'Ponovni poskusi z naraščajočimi zamiki in čakalna vrsta za dogodke, ki jih ni bilo mogoče dostaviti.',
          },
        ],
        keyFeatures: [
          {
            title: 'Preoblikovanje sporočil',
            text: 'Pretvorba med oblikami in različicami sporočil, da se sistemom ni treba prilagajati drug drugemu.',
          },
          {
            title: 'Pregled poti',
            text: 'Za vsak dogodek je vidno, kdaj je prispel, kako je bil obdelan in komu dostavljen.',
          },
          {
            title: 'Nadzor obremenitve',
            text: 'Omejevanje hitrosti varuje prejemnike, ki ne zmorejo sprejeti konic.',
          },
        ],
        challenges: [
          {
            title: 'Točno enkrat',
            text: 'Omrežje lahko isti dogodek dostavi dvakrat; s ključi idempotentnosti prejemnik vsak dogodek obdela samo enkrat.',
          },
          {
            title: 'Vrstni red',
            text: 'Dogodki istega predmeta morajo priti v pravem vrstnem redu, tudi ko se obdelujejo vzporedno.',
          },
        ],
        additionalDescription:
          'Usmerjevalnik poveže starejše in novejše sisteme, ne da bi jih bilo treba predelati, in omogoča postopno zamenjavo posameznih delov.',
      },
      {
        id: 'restaurant-platform',
        title: 'Platforma SaaS za naročanje v restavracijah, rezervacije miz in darilne bone',
        description:
          'Ena storitev v oblaku za restavracije: gostje naročijo in plačajo kar s telefonom za mizo, na spletni strani restavracije rezervirajo mizo in kupijo darilni bon, osebje pa vse troje upravlja v enem pregledu.',
        extra: [
          {
            icon: 'mobile',
            title: 'Brez namestitve',
            description:
              'Gost skenira kodo QR in meni se odpre v brskalniku; aplikacije mu ni treba namestiti.',
          },
          {
            icon: 'cloud',
            title: 'Več restavracij, ena platforma',
            description: 'Vsaka restavracija ima svoje nastavitve, podatke in celostno podobo.',
          },
          {
            icon: 'payment',
            title: 'Plačilo s kartico in prodaja bonov',
            description:
              'Gostje račun plačajo takoj; darilni boni se kupijo na spletu, prejemnik pa dobi bon s kodo po e-pošti.',
          },
        ],
        keyFeatures: [
          {
            title: 'Naročila v kuhinjo',
            text: 'Naročila se prikažejo na zaslonu v kuhinji po vrstnem redu in po postajah; jed, ki poide, osebje označi in ta izgine iz menija.',
          },
          {
            title: 'Razpored miz',
            text: 'Restavracija nariše svojo jedilnico; obrazec za rezervacijo ponudi le proste mize ustrezne velikosti.',
          },
          {
            title: 'Unovčenje bonov',
            text: 'Osebje bon preveri in unovči s telefonom; delno unovčeni boni ohranijo preostanek.',
          },
        ],
        challenges: [
          {
            title: 'Dvojne rezervacije',
            text: 'Ko dva gosta hkrati rezervirata zadnjo prosto mizo, jo dobi samo eden; to zagotavlja transakcijsko zaklepanje termina.',
          },
          {
            title: 'Slaba povezava',
            text: 'Košarica se shranjuje v telefonu, zato se naročilo ne izgubi, če se povezava za trenutek prekine.',
          },
          {
            title: 'Ločeni podatki',
            text: 'Podatki gostov vsake restavracije so strogo ločeni od drugih, čeprav vse delujejo na isti platformi.',
          },
        ],
        additionalDescription:
          'Naročanje, rezervacije in boni so en izdelek: restavracija lahko uporablja en del ali vse tri, z lastno spletno prodajo in brez posrednika.',
        linkText: 'Povprašajte o platformi za restavracije',
      },
      {
        id: 'multilingual-content-app',
        title: 'Večjezična vsebinska aplikacija',
        description:
          'Aplikacija za organizacije, ki morajo iste vsebine objavljati v več jezikih: prevajalci in uredniki vidijo stanje vsakega prevoda, bralci pa med jeziki preklapljajo brez izgube mesta.',
        extra: [
          {
            icon: 'document',
            title: 'Stanje prevodov',
            description:
              'Za vsako vsebino je razvidno, kateri prevodi so ažurni in kateri zaostajajo za izvirnikom.',
          },
          {
            icon: 'accessibility',
            title: 'Pravilno označeni jeziki',
            description:
              'Vsak odlomek je označen z jezikom, zato ga bralnik zaslona prebere s pravilno izgovorjavo.',
          },
        ],
        keyFeatures: [
          {
            title: 'Prevodni postopek',
            text: 'Sprememba izvirnika samodejno odpre naloge za posodobitev prevodov.',
          },
          {
            title: 'Jezikovno odvisni naslovi URL',
            text: 'Vsaka stran ima svoj naslov v vsakem jeziku in povezave hreflang za iskalnike.',
          },
          {
            title: 'Slovarji izrazov',
            text: 'Dogovorjeni strokovni izrazi so na voljo prevajalcem, da so prevodi dosledni.',
          },
        ],
        challenges: [
          {
            title: 'Pravila množine',
            text: 'Slovenščina ima štiri oblike množine (1 minuta, 2 minuti, 3 minute, 5 minut); besedila smo zapisali v obliki ICU, da so pravilna v vseh jezikih.',
          },
          {
            title: 'Manjkajoči prevodi',
            text: 'Ko prevod še ni pripravljen, aplikacija jasno pokaže izvirnik in jezik, namesto prazne strani.',
          },
        ],
        additionalDescription:
          'Aplikacija je primerna za javne ustanove, mednarodne projekte in podjetja z dokumentacijo v več jezikih.',
      },
      {
        id: 'video-analysis',
        title: 'Orodje za analizo videa',
        description:
          'Orodje za pregledovanje in označevanje videoposnetkov: analitiki dodajo časovne oznake, opombe in kategorije, sistem pa iz njih pripravi izrezke in statistične preglede.',
        extra: [
          {
            icon: 'tv',
            title: 'Natančno po sličicah',
            description: 'Premikanje po posnetku sličico za sličico in označevanje začetka in konca dogodka.',
          },
          {
            icon: 'chart',
            title: 'Pregledi in izvozi',
            description: 'Oznake se seštejejo v preglednice in grafe ter izvozijo za nadaljnjo analizo.',
          },
        ],
        keyFeatures: [
          {
            title: 'Bližnjice na tipkovnici',
            text: 'Vse pogoste ukaze je mogoče izvesti s tipkovnico, kar močno pospeši delo analitika.',
          },
          {
            title: 'Samodejni izrezki',
            text: 'Iz označenih dogodkov orodje pripravi kratke izrezke brez ponovnega kodiranja celega posnetka.',
          },
          {
            title: 'Skupinsko delo',
            text: 'Več analitikov lahko hkrati označuje isti posnetek, vsak v svoji plasti.',
          },
        ],
        challenges: [
          {
            title: 'Veliki posnetki v brskalniku',
            text: 'Večurne posnetke visoke ločljivosti predvajamo v brskalniku gladko, s predpripravljenimi različicami nižje ločljivosti za hitro iskanje.',
          },
          {
            title: 'Usklajen čas',
            text: 'Oznake morajo ostati na pravem mestu tudi, ko se posnetek zamenja z različico drugačne hitrosti sličic.',
          },
        ],
        additionalDescription:
          'Orodje uporabljajo ekipe, ki iz videa pridobivajo podatke: za šport, raziskave in nadzor kakovosti.',
      },
      {
        id: 'av-over-ip-control',
        title: 'Upravljanje AV-over-IP',
        description:
          'Spletni nadzorni vmesnik za avdio- in videosisteme, ki slike in zvok prenašajo po omrežju IP: operater z enega zaslona usmerja vire na zaslone in projektorje v dvoranah in sejnih sobah.',
        extra: [
          {
            icon: 'network',
            title: 'Matrika virov',
            description:
              'Kateri vir je prikazan na katerem zaslonu, je vidno na prvi pogled in spremenljivo z enim klikom.',
          },
          {
            icon: 'devices',
            title: 'Z vsake naprave',
            description: 'Vmesnik deluje na tablici ob odru in na računalniku v režiji.',
          },
        ],
        keyFeatures: [
          {
            title: 'Shranjeni prizori',
            text: 'Postavitve za predavanje, sejo ali prenos se shranijo in prikličejo naenkrat.',
          },
          {
            title: 'Stanje naprav',
            text: 'Vmesnik prikaže, katera naprava ni dosegljiva, še preden to opazi občinstvo.',
          },
          {
            title: 'Pravice po prostorih',
            text: 'Operater vsake dvorane upravlja le svoje naprave.',
          },
        ],
        challenges: [
          {
            title: 'Različni protokoli',
            text: 'Naprave različnih proizvajalcev se upravljajo različno; poenotili smo jih v en model ukazov.',
          },
          {
            title: 'Odziv brez zamika',
            text: 'Ob preklopu mora operater v trenutku videti, kaj se je zgodilo, zato stanje naprav spremljamo sproti.',
          },
        ],
        additionalDescription:
          'Rešitev je primerna za konferenčne centre, fakultete in ustanove z več dvoranami.',
      },
      {
        id: 'nft-marketplace',
        title: 'Platforma SaaS za tržnice NFT',
        description:
          'Platforma, na kateri lahko vsak ustvarjalec ali blagovna znamka odpre svojo trgovino z žetoni NFT: z lastno podobo, podporo verigam blokov, plačili s kartico ter vmesnikom API in kompletom SDK za povezavo z drugimi sistemi.',
        extra: [
          {
            icon: 'cloud',
            title: 'Trgovine za več najemnikov',
            description:
              'Vsaka trgovina ima svojo domeno, podobo, uporabnike in nastavitve na skupni platformi.',
          },
          {
            icon: 'payment',
            title: 'Plačila s kartico',
            description: 'Kupcem ni treba imeti kriptovalut: žeton lahko kupijo s plačilno kartico.',
          },
          {
            icon: 'api',
            title: 'API in SDK',
            description:
              'Dokumentiran vmesnik API in komplet SDK za vključitev trgovine v obstoječe aplikacije.',
          },
        ],
        keyFeatures: [
          {
            title: 'Podpora verigam blokov',
            text: 'Izdaja in prenos žetonov na podprtih verigah blokov, s spremljanjem stanja transakcij.',
          },
          {
            title: 'Upravljanje zbirk',
            text: 'Ustvarjalci pripravijo zbirke, cene, časovno omejene prodaje in sezname za zgodnji dostop.',
          },
          {
            title: 'Nadzorna plošča najemnika',
            text: 'Prodaja, kupci in izplačila posamezne trgovine na enem mestu.',
          },
        ],
        challenges: [
          {
            title: 'Ločenost najemnikov',
            text: 'Podatki, ključi in plačila vsake trgovine so strogo ločeni; vsaka poizvedba nosi najemnika, kar preverjajo samodejni testi.',
          },
          {
            title: 'Plačilo s kartico, prenos na verigi',
            text: 'Plačilo s kartico in transakcija na verigi blokov morata uspeti ali spodleteti skupaj; vmesna stanja se ob napaki samodejno razrešijo.',
          },
        ],
        additionalDescription:
          'Platforma skrbi za zahtevne dele (verige blokov, plačila, ločenost podatkov), trgovci pa se posvetijo svojim zbirkam in kupcem.',
        linkText: 'Povprašajte o platformi NFT',
      },
      {
        id: 'child-welfare-questionnaire',
        title: 'Vprašalnik za socialne delavce in sodnike',
        description:
          'Orodje, s katerim socialni delavci strukturirano ocenijo položaj otroka in družine, sodniki pa prejmejo pregledno poročilo, pripravljeno za sodni postopek.',
        extra: [
          {
            icon: 'lock',
            title: 'Zaščita podatkov',
            description: 'Občutljivi podatki o otrocih so šifrirani, dostop pa omejen in beležen.',
          },
          {
            icon: 'court',
            title: 'Poročila za sodišče',
            description: 'Odgovori se samodejno povzamejo v poročilo z jasno strukturo in navedbo virov.',
          },
        ],
        keyFeatures: [
          {
            title: 'Strukturiran vprašalnik',
            text: 'Vprašanja vodijo skozi vsa področja ocene, tako da nič pomembnega ne ostane prezrto.',
          },
          {
            title: 'Delo v več korakih',
            text: 'Oceno je mogoče shraniti in nadaljevati pozneje, tudi po več obiskih družine.',
          },
          {
            title: 'Dostopnost in jasen jezik',
            text: 'Vmesnik je uporaben s tipkovnico in bralnikom zaslona, besedila pa so napisana razumljivo.',
          },
        ],
        challenges: [
          {
            title: 'Varstvo osebnih podatkov',
            text: 'Podatki o otrocih sodijo med najobčutljivejše. Dostop ima le pooblaščena oseba, vsak vpogled je zabeležen, podatki pa se hranijo le toliko časa, kot to določa zakon.',
          },
          {
            title: 'Poročilo, ki zdrži na sodišču',
            text: 'Poročilo mora biti sledljivo: vsaka trditev je povezana z odgovorom, datumom in avtorjem, spremembe pa ostanejo vidne.',
          },
        ],
        additionalDescription:
          'Orodje smo razvili v sodelovanju s strokovnjaki s področja socialnega dela. Ne nadomešča strokovne presoje, ampak jo podpira in dokumentira.',
      },
    ],
  },
  iptvApplications: {
    id: 'iptvApplications',
    summary:
      'Aplikacije za televizijske sprejemnike (set-top box) in celotne sisteme IPTV: ogrodje HTML5 za enega proizvajalca sprejemnikov, več kot 20 aplikacij za drugega, sistem IPTV za več kot 200.000 uporabnikov in testna platforma z multicastom in generatorjem EPG.',
    details: [
      'Televizija se gleda s kavča in z daljincem. Zato so naši vmesniki berljivi na daljavo, upravljivi s štirimi smernimi tipkami in odzivni tudi na skromni strojni opremi sprejemnikov.',
      'Z operaterji sodelujemo od zasnove do vzdrževanja: od razvoja aplikacij do testiranja v laboratoriju in podpore ob uvedbi.',
    ],
    image: {
      src: '/media/categories/iptv-applications.svg',
      width: 640,
      height: 400,
      alt: 'Ilustracija: televizor s programskim vodnikom in daljinski upravljalnik.',
    },
    products: [
      {
        id: 'html5-stb-framework',
        title: 'Ogrodje HTML5 za televizijske sprejemnike',
        description:
          'Ogrodje, na katerem se aplikacije za sprejemnike enega od proizvajalcev pišejo s spletnimi tehnologijami: enotni gradniki, navigacija z daljincem in dostop do funkcij sprejemnika.',
        extra: [
          {
            icon: 'code',
            title: 'Spletne tehnologije',
            description:
              'HTML5, CSS in JavaScript namesto lastniških orodij, zato je razvijalcev več in razvoj hitrejši.',
          },
          {
            icon: 'tv',
            title: 'Navigacija z daljincem',
            description: 'Premikanje fokusa s smernimi tipkami je vgrajeno v vse gradnike.',
          },
        ],
        keyFeatures: [
          {
            title: 'Knjižnica gradnikov',
            text: 'Seznami, mreže, programski vodnik in predvajalnik, pripravljeni za zaslon televizorja.',
          },
          {
            title: 'Dostop do sprejemnika',
            text: 'Enoten vmesnik za predvajanje, kanale, snemanje in sistemske nastavitve.',
          },
          {
            title: 'Razvoj v brskalniku',
            text: 'Aplikacije je mogoče razvijati in preizkušati v namiznem brskalniku z emulacijo daljinca.',
          },
        ],
        challenges: [
          {
            title: 'Omejena strojna oprema',
            text: 'Sprejemniki imajo malo pomnilnika in šibke procesorje; ogrodje zato izriše le tisto, kar je na zaslonu, in skrbno sprošča pomnilnik.',
          },
          {
            title: 'Starejši brskalniki',
            text: 'Vgrajeni brskalniki zaostajajo za namiznimi; kodo prevedemo in preizkusimo na dejanskih napravah.',
          },
        ],
        additionalDescription:
          'Ogrodje skrajša razvoj novih aplikacij za sprejemnike in omogoča, da jih operater razvija tudi z lastno ekipo.',
      },
      {
        id: 'stb-apps',
        title: 'Več kot 20 aplikacij za televizijske sprejemnike',
        description:
          'Za sprejemnike drugega proizvajalca smo razvili več kot 20 aplikacij: od programskega vodnika in videoteke do vremena, novic, iger in aplikacij za posebne dogodke.',
        extra: [
          {
            icon: 'tv',
            title: 'Enotna izkušnja',
            description:
              'Vse aplikacije sledijo istim pravilom navigacije in oblikovanja, zato se jih gledalec hitro nauči.',
          },
          {
            icon: 'chart',
            title: 'Merjenje uporabe',
            description:
              'Anonimna statistika pokaže, katere aplikacije in funkcije gledalci dejansko uporabljajo.',
          },
        ],
        keyFeatures: [
          {
            title: 'Skupna koda',
            text: 'Aplikacije si delijo preverjene gradnike, zato so popravki in izboljšave hitro na voljo povsod.',
          },
          {
            title: 'Posodobitve brez obiska',
            text: 'Nove različice se namestijo na daljavo, brez posega pri gledalcu.',
          },
          {
            title: 'Večjezičnost',
            text: 'Besedila in formati datumov se prilagodijo jeziku, ki ga gledalec izbere.',
          },
        ],
        challenges: [
          {
            title: 'Več generacij naprav',
            text: 'Pri gledalcih hkrati delujejo sprejemniki več generacij; vsaka aplikacija mora delovati na vseh.',
          },
          {
            title: 'Hiter zagon',
            text: 'Gledalec ne čaka: aplikacije smo optimizirali, da se odprejo v nekaj sekundah tudi na najstarejših napravah.',
          },
        ],
        additionalDescription:
          'Z več kot 20 aplikacijami na istem sprejemniku smo razvili postopke za testiranje in izdajo, ki napake ujamejo, preden pridejo do gledalcev.',
      },
      {
        id: 'iptv-system',
        title: 'Sistem IPTV za več kot 200.000 uporabnikov',
        description:
          'Celoten sistem IPTV operaterja, ki ga uporablja več kot 200.000 uporabnikov: upravljanje kanalov in paketov, programski vodnik, videoteka in zaledni sistemi, ki vse to povezujejo.',
        extra: [
          {
            icon: 'people',
            title: 'Več kot 200.000 strank ali uporabnikov',
            description: 'Sistem streže več kot 200.000 strankam ali uporabnikom.',
          },
          {
            icon: 'database',
            title: 'Paketi in pravice',
            description: 'Kateri kanali in vsebine so dostopni posameznemu naročniku, določa njegov paket.',
          },
        ],
        keyFeatures: [
          {
            title: 'Upravljanje kanalov',
            text: 'Dodajanje, razvrščanje in pakiranje kanalov v enem vmesniku, s takojšnjo objavo na sprejemnikih.',
          },
          {
            title: 'Povezava z obračunom',
            text: 'Spremembe naročnin iz sistemov operaterja se samodejno odrazijo v pravicah gledalcev.',
          },
          {
            title: 'Nadzor delovanja',
            text: 'Opozorila ob izpadu kanala ali storitve, še preden pokličejo gledalci.',
          },
        ],
        challenges: [
          {
            title: 'Konice gledanosti',
            text: 'Ob večernih terminih in velikih športnih dogodkih se zahteve nakopičijo; sistem se razširi vodoravno in ne postane ozko grlo.',
          },
          {
            title: 'Posodobitve brez izpada',
            text: 'Televizija mora delovati ves čas, zato nove različice uvajamo postopoma in z možnostjo takojšnje vrnitve.',
          },
        ],
        additionalDescription:
          'Sistem razvijamo in vzdržujemo v tesnem sodelovanju z operaterjem, od novih funkcij do sprotne podpore.',
        linkText: 'Povprašajte o sistemu IPTV',
      },
      {
        id: 'iptv-test-platform',
        title: 'Testna platforma IPTV',
        description:
          'Laboratorijska platforma za preizkušanje aplikacij in sprejemnikov pred uvedbo: oddaja testne kanale prek multicasta in z generatorjem EPG ustvari programski vodnik za poljubne scenarije.',
        extra: [
          {
            icon: 'signal',
            title: 'Testni multicast',
            description:
              'Testni kanali se oddajajo kot v pravem omrežju, z nadzorovanimi motnjami in izpadi.',
          },
          {
            icon: 'document',
            title: 'Generator EPG',
            description: 'Programski vodnik s poljubnim številom kanalov, dolžin oddaj in posebnih primerov.',
          },
        ],
        keyFeatures: [
          {
            title: 'Ponovljivi scenariji',
            text: 'Isti preizkus je mogoče pognati znova in znova, z enakimi kanali in enakim vodnikom.',
          },
          {
            title: 'Robni primeri',
            text: 'Premik ure, oddaje čez polnoč, manjkajoči podatki in zelo dolgi naslovi, ki jih v živem programu redko ujamemo.',
          },
          {
            title: 'Samodejni preizkusi',
            text: 'Preizkusi se izvedejo ob vsaki novi različici aplikacije, rezultati pa se zberejo v poročilo.',
          },
        ],
        challenges: [
          {
            title: 'Multicast v laboratoriju',
            text: 'Omrežje smo nastavili tako, da se preklapljanje kanalov obnaša kot pri operaterju, vključno s časom pridružitve skupini.',
          },
          {
            title: 'Realističen programski vodnik',
            text: 'Generator EPG ustvari vodnik, ki je dovolj podoben resničnemu, da razkrije napake v prikazu, a je popolnoma nadzorovan.',
          },
        ],
        additionalDescription:
          'Platforma skrajša testiranje pred izdajo in zmanjša tveganje, da bi gledalci naleteli na napake.',
      },
    ],
  },
  mobileApplications: {
    id: 'mobileApplications',
    summary:
      'Tri mobilne aplikacije za iOS in Android: aplikacija IPTV, razvita z večplatformskim ogrodjem, aplikacija za predplačniške mobilne storitve s polnjenjem, stanjem, paketi in eSIM ter družbena aplikacija za športno skupnost.',
    details: [
      'Mobilne aplikacije gradimo tako, da delujejo z bralniki zaslona VoiceOver in TalkBack, z večjo pisavo in v temnem načinu.',
      'Skrbimo tudi za objavo v trgovinah aplikacij, obvestila in posodobitve po izdaji.',
    ],
    image: {
      src: '/media/categories/mobile-applications.svg',
      width: 640,
      height: 400,
      alt: 'Ilustracija: pametni telefon z nadzorno ploščo aplikacije.',
    },
    products: [
      {
        id: 'iptv-mobile-app',
        title: 'Mobilna aplikacija IPTV',
        description:
          'Aplikacija, s katero naročniki operaterja gledajo televizijo na telefonu in tablici: programi v živo, programski vodnik, ogled za nazaj in videoteka. Razvita je z večplatformskim ogrodjem, zato ima ena koda dve aplikaciji.',
        extra: [
          {
            icon: 'mobile',
            title: 'Ena koda, dve platformi',
            description:
              'Aplikaciji za iOS in Android izhajata iz skupne kode, kar pospeši razvoj novih funkcij.',
          },
          {
            icon: 'tv',
            title: 'Televizija povsod',
            description: 'Gledanje doma in na poti, s prenosom slike na televizor.',
          },
        ],
        keyFeatures: [
          {
            title: 'Ogled za nazaj',
            text: 'Zamujeno oddajo lahko gledalec pogleda iz programskega vodnika.',
          },
          {
            title: 'Prilagodljiva kakovost',
            text: 'Kakovost slike se prilagaja hitrosti povezave, zato se predvajanje ne ustavlja.',
          },
          {
            title: 'Dostopno predvajanje',
            text: 'Podnapisi, velike kontrole in podpora bralnikom zaslona.',
          },
        ],
        challenges: [
          {
            title: 'Zaščita vsebin',
            text: 'Vsebine so zaščitene s sistemi DRM, ki delujejo drugače na vsaki platformi; povezali smo jih v skupni vmesnik.',
          },
          {
            title: 'Enaka izkušnja kot na televizorju',
            text: 'Paketi, pravice in priljubljeni kanali morajo biti enaki kot na sprejemniku, zato aplikacija uporablja isti zaledni sistem.',
          },
        ],
        additionalDescription:
          'Aplikacija dopolnjuje naš sistem IPTV, lahko pa se poveže tudi z zalednim sistemom drugega ponudnika.',
      },
      {
        id: 'prepaid-app',
        title: 'Aplikacija za predplačniške mobilne storitve',
        description:
          'Aplikacija, v kateri uporabniki predplačniških storitev napolnijo dobroimetje, preverijo stanje, zakupijo pakete in aktivirajo eSIM, vse brez obiska prodajnega mesta.',
        extra: [
          {
            icon: 'payment',
            title: 'Polnjenje dobroimetja',
            description:
              'Polnjenje s kartico ali bonom, tudi za druge številke, na primer za družinske člane.',
          },
          {
            icon: 'signal',
            title: 'eSIM v aplikaciji',
            description: 'Nakup in namestitev eSIM neposredno v telefon, brez fizične kartice SIM.',
          },
        ],
        keyFeatures: [
          {
            title: 'Stanje na prvi pogled',
            text: 'Dobroimetje, preostali podatki, minute in sporočila ter datum izteka na prvem zaslonu.',
          },
          {
            title: 'Paketi',
            text: 'Pregled in zakup dodatnih paketov s takojšnjo aktivacijo.',
          },
          {
            title: 'Obvestila',
            text: 'Opozorilo, ko dobroimetje ali paket pojenja, da uporabnik ne ostane brez povezave.',
          },
        ],
        challenges: [
          {
            title: 'Postopek za eSIM',
            text: 'Namestitev eSIM se razlikuje med telefoni in različicami sistemov. Vodnik po korakih zazna napravo in ponudi pravo pot, tudi z rezervno kodo QR.',
          },
          {
            title: 'Plačila, ki se ne podvojijo',
            text: 'Če se povezava med plačilom prekine, uporabnik ne sme plačati dvakrat; vsako plačilo ima svoj enolični ključ.',
          },
        ],
        additionalDescription:
          'Aplikacija razbremeni klicni center in prodajna mesta, uporabnikom pa omogoči, da storitev upravljajo sami, kadar koli.',
        linkText: 'Povprašajte o predplačniški aplikaciji',
      },
      {
        id: 'sports-community-app',
        title: 'Družbena aplikacija za športno skupnost',
        description:
          'Aplikacija, v kateri rekreativci in klubi objavljajo aktivnosti, se dogovarjajo za skupne treninge, spremljajo dosežke in se spodbujajo med seboj.',
        extra: [
          {
            icon: 'people',
            title: 'Skupnost',
            description: 'Skupine za klube in kraje, objave, komentarji in spodbude.',
          },
          {
            icon: 'chart',
            title: 'Dosežki',
            description: 'Osebni napredek in skupinski izzivi, ki motivirajo brez pritiska.',
          },
        ],
        keyFeatures: [
          {
            title: 'Skupni treningi',
            text: 'Dogodki z lokacijo, časom in seznamom udeležencev ter opomniki.',
          },
          {
            title: 'Zasebnost po meri',
            text: 'Uporabnik sam določi, kdo vidi njegove aktivnosti in lokacijo.',
          },
          {
            title: 'Moderiranje',
            text: 'Orodja za prijavo neprimernih vsebin in upravitelje skupin.',
          },
        ],
        challenges: [
          {
            title: 'Lokacija in zasebnost',
            text: 'Deljenje poti lahko razkrije domač naslov; aplikacija zato privzeto skrije začetek in konec poti.',
          },
          {
            title: 'Obvestila brez vsiljivosti',
            text: 'Obvestila združujemo in pošiljamo ob primernem času, da uporabniki aplikacije ne utišajo.',
          },
        ],
        additionalDescription:
          'Aplikacija je primerna za športne zveze, klube in blagovne znamke, ki želijo graditi lastno skupnost.',
      },
    ],
  },
  conferenceVotingSystems: {
    id: 'conferenceVotingSystems',
    summary:
      'Konferenčno-glasovalni sistemi za seje, skupščine in konference: prijava udeležencev, razprava, glasovanje in takojšen prikaz rezultatov z zapisnikom.',
    details: [
      'Glasovanje mora biti zanesljivo, tajno, ko je tako določeno, in preverljivo. Sistem zato deluje tudi ob izpadu omrežja, vsak glas pa je zabeležen in ga ni mogoče spremeniti.',
      'Sistem prilagodimo poslovniku vaše ustanove: vrstam glasovanja, sklepčnosti in pravilom razprave.',
    ],
    image: {
      src: '/media/categories/conference-voting-systems.svg',
      width: 640,
      height: 400,
      alt: 'Ilustracija: glasovalni terminali z gumbi za, proti in vzdržan ter zaslon z izidom.',
    },
    products: [
      {
        id: 'conference-voting-system',
        title: 'Konferenčno-glasovalni sistem',
        description:
          'Sistem za vodenje sej in glasovanje: udeleženci se prijavijo na terminalu ali tablici, predsedujoči vodi razpravo in glasovanja, rezultati pa se prikažejo v dvorani in shranijo v zapisnik.',
        extra: [
          {
            icon: 'vote',
            title: 'Vse vrste glasovanja',
            description:
              'Javno in tajno glasovanje, glasovanje z navadno ali kvalificirano večino in poimensko glasovanje.',
          },
          {
            icon: 'document',
            title: 'Zapisnik',
            description: 'Izidi in poimenski seznami so takoj na voljo za zapisnik in objavo.',
          },
          {
            icon: 'accessibility',
            title: 'Dostopno glasovanje',
            description: 'Terminali in zasloni so uporabni tudi za udeležence z okvarami vida ali gibanja.',
          },
        ],
        keyFeatures: [
          {
            title: 'Prijava in sklepčnost',
            text: 'Sistem sproti prikazuje število prisotnih in opozori, ko seja ni sklepčna.',
          },
          {
            title: 'Vodenje razprave',
            text: 'Prijave k besedi, čakalna vrsta govornikov in merjenje časa razprave.',
          },
          {
            title: 'Prikaz rezultatov',
            text: 'Izidi se prikažejo na zaslonih v dvorani in, po želji, v prenosu.',
          },
        ],
        challenges: [
          {
            title: 'Delovanje brez povezave',
            text: 'Terminali glasove shranijo lokalno in jih ob vzpostavitvi povezave varno sinhronizirajo; izpad omrežja ne sme izgubiti niti enega glasu.',
          },
          {
            title: 'Tajnost in preverljivost',
            text: 'Pri tajnem glasovanju sistem zabeleži, da je udeleženec glasoval, ne pa tudi, kako; izid je kljub temu mogoče preveriti.',
          },
        ],
        additionalDescription:
          'Sistem namestimo, preizkusimo pred sejo in po želji zagotovimo tudi tehnično podporo med sejo.',
        linkText: 'Povprašajte o glasovalnem sistemu',
      },
    ],
  },
}
