import { wireVisitorPage } from './visitor-islands';

wireVisitorPage(document);
