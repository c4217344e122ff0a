"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.howToHost = howToHost;
/**
 * HOW-TO-HOST.txt, the text inside the zip that `npm run package -- --env url=...` writes: how a
 * club uploads the add-in to its web space and how members add it to Excel, in English and French.
 */
function howToHost(baseUrl) {
    return `Bridge Scoring for Excel: this zip, built for ${baseUrl}

1. Upload. Unzip this file and copy everything in it (keep the folders) to your web space, so
   that ${baseUrl}functions.json and ${baseUrl}help/index.html open in a browser. Any static
   https web host will do: GitHub Pages, your club's site, a hosting provider's web space. It
   must be https, at exactly that address; for another address, build the package again with
   npm run package -- --env url=https://your.host/path/

2. Add it to Excel. Give members the file manifest.xml (from this zip, or from
   ${baseUrl}manifest.xml).
   - Excel on the web: Home > Add-ins > More Add-ins > Upload My Add-in, choose manifest.xml.
   - Excel on Windows: put manifest.xml in a shared network folder, add that folder under
     File > Options > Trust Center > Trust Center Settings > Trusted Add-in Catalogs (tick Show
     in Menu), restart Excel, then Home > Add-ins > More Add-ins > Shared Folder.
   - Excel on Mac: copy manifest.xml to
     ~/Library/Containers/com.microsoft.Excel/Data/Documents/wef/ and restart Excel.
   - Microsoft 365 administrators can deploy manifest.xml to the whole club from the admin
     centre: Settings > Integrated apps > Upload custom apps.
   Then type =BRIDGE. in a cell. Help: ${baseUrl}help/index.html

3. New version: upload the new files over the old ones. Excel keeps the list of functions for
   up to a day.

---

Marque du bridge pour Excel : ce zip est préparé pour ${baseUrl}

1. Mise en ligne. Décompressez ce fichier et copiez tout son contenu (avec les dossiers) sur
   votre espace web, de sorte que ${baseUrl}functions.json et ${baseUrl}help/fr/index.html
   s'ouvrent dans un navigateur. Tout hébergement web statique en https convient : GitHub Pages,
   le site du club, l'espace web d'un hébergeur. L'adresse doit être exactement celle-ci ; pour
   une autre adresse, refaites le paquet avec npm run package -- --env url=https://votre.site/chemin/

2. Ajout dans Excel. Donnez aux membres le fichier manifest.xml (de ce zip, ou
   ${baseUrl}manifest.xml).
   - Excel sur le web : Accueil > Compléments > Plus de compléments > Charger mon complément,
     choisissez manifest.xml.
   - Excel sous Windows : placez manifest.xml dans un dossier réseau partagé, ajoutez ce dossier
     dans Fichier > Options > Centre de gestion de la confidentialité > Paramètres >
     Catalogues de compléments approuvés (cochez Afficher dans le menu), redémarrez Excel, puis
     Accueil > Compléments > Plus de compléments > Dossier partagé.
   - Excel sur Mac : copiez manifest.xml dans
     ~/Library/Containers/com.microsoft.Excel/Data/Documents/wef/ et redémarrez Excel.
   - Un administrateur Microsoft 365 peut déployer manifest.xml pour tout le club depuis le
     centre d'administration : Paramètres > Applications intégrées > Charger des applications
     personnalisées.
   Tapez ensuite =BRIDGE. dans une cellule. Aide : ${baseUrl}help/fr/index.html

3. Nouvelle version : copiez les nouveaux fichiers par-dessus les anciens. Excel garde la liste
   des fonctions jusqu'à un jour.
`;
}
